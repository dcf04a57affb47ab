import type { Kysely } from 'kysely';
import { EMBED_BATCH, INGEST_EMBED, embed } from '../platform/ai/embeddings.ts';
import type { EmbeddingsConfig } from '../config.ts';
import { chunksWithoutEmbedding, insertEmbeddings } from '../rag/rag.queries.ts';
import { embeddedText } from '../rag/rag-ingest.service.ts';
import type { Database } from '../platform/db/schema.ts';
import { inTransaction, openLiteral, type Tx } from '../platform/db/with-tenant.ts';

/** The owner connection scoped to one school (row-level security is forced, even for the owner). */
function asOwnerOf<T>(db: Kysely<Database>, tenantId: string, fn: (tx: Tx) => Promise<T>) {
  const openSql = `select set_config('app.tenant_id', ${openLiteral(tenantId, 'uuid')}, true)`;
  return inTransaction(db, openSql, (tx) => fn(tx));
}

/**
 * Embeds every chunk that has no embedding by the configured model: documents added before
 * EMBEDDINGS_MODEL was set, or while the endpoint failed. School by school, EMBED_BATCH chunks a
 * call, each page stored in its own transaction (no transaction waits on the network). Owner
 * connection: an operator's tool, like the seed. Stops at the first failed call.
 */
export async function embedMissing(
  db: Kysely<Database>,
  config: EmbeddingsConfig,
): Promise<{ embedded: number }> {
  let embedded = 0;
  const schools = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  for (const { id: tenantId } of schools) {
    for (;;) {
      const chunks = await asOwnerOf(db, tenantId, (tx) =>
        chunksWithoutEmbedding(tx, { tenantId, model: config.model, limit: EMBED_BATCH }),
      );
      if (chunks.length === 0) break;
      const vectors = await embed(config, chunks.map(embeddedText), INGEST_EMBED);
      await asOwnerOf(db, tenantId, (tx) =>
        insertEmbeddings(tx, {
          tenantId,
          model: config.model,
          chunkIds: chunks.map((chunk) => chunk.id),
          vectors,
        }),
      );
      embedded += chunks.length;
    }
  }
  return { embedded };
}
