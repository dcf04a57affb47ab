import { sql } from 'kysely';
import type { Chunk } from '@/shared/rules/chunking.ts';
import type { DocumentVisibility } from '@/shared/rules/document-visibility.ts';
import type { DocumentKind } from '@/shared/schemas/rag.ts';
import type { Tx } from '../platform/db/tx.ts';
import { selectTenants } from '../tenants/tenant-columns.ts';
import type { SearchTerm } from './query-expansion.ts';

export interface NewDocument {
  tenantId: string;
  title: string;
  kind: DocumentKind;
  ownerUserId: string | null;
  visibility: DocumentVisibility;
  byteSize: number;
}

export async function insertDocument(tx: Tx, doc: NewDocument): Promise<string> {
  const row = await tx
    .insertInto('documents')
    .values({
      tenant_id: doc.tenantId,
      title: doc.title,
      kind: doc.kind,
      owner_user_id: doc.ownerUserId,
      visibility: doc.visibility,
      byte_size: doc.byteSize,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const CHUNK_BATCH = 500;

/** Inserts the chunks; their ids, in the chunks' order. */
export async function insertChunks(
  tx: Tx,
  doc: NewDocument & { id: string },
  chunks: Chunk[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < chunks.length; start += CHUNK_BATCH) {
    const rows = await tx
      .insertInto('document_chunks')
      .values(
        chunks.slice(start, start + CHUNK_BATCH).map((chunk) => ({
          tenant_id: doc.tenantId,
          document_id: doc.id,
          owner_user_id: doc.ownerUserId,
          visibility: doc.visibility,
          ordinal: chunk.ordinal,
          heading_path: chunk.headingPath,
          page: chunk.page,
          content: chunk.content,
        })),
      )
      .returning(['id', 'ordinal'])
      .execute();
    ids.push(...rows.sort((a, b) => a.ordinal - b.ordinal).map((row) => row.id));
  }
  return ids;
}

/**
 * Chunks of a school without an embedding by this model, a page at a time. The school is named, not
 * left to row-level security: the backfill runs as the owner, a superuser on PGlite.
 */
export async function chunksWithoutEmbedding(
  tx: Tx,
  input: { tenantId: string; model: string; limit: number },
) {
  return tx
    .selectFrom('document_chunks as c')
    .select(['c.id', 'c.heading_path as headingPath', 'c.content'])
    .where('c.tenant_id', '=', input.tenantId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('document_chunk_embeddings as e')
            .select('e.chunk_id')
            .whereRef('e.tenant_id', '=', 'c.tenant_id')
            .whereRef('e.chunk_id', '=', 'c.id')
            .where('e.model', '=', input.model),
        ),
      ),
    )
    .orderBy('c.id')
    .limit(input.limit)
    .execute();
}

/** A vector as a real[] literal: PGlite and node-postgres agree on text. */
const realArray = (vector: number[]) => sql<number[]>`${`{${vector.join(',')}}`}::real[]`;

const EMBEDDING_BATCH = 100;

/** Stores the embeddings of chunks (same order as chunkIds) made by one model. */
export async function insertEmbeddings(
  tx: Tx,
  input: { tenantId: string; model: string; chunkIds: string[]; vectors: number[][] },
): Promise<void> {
  for (let start = 0; start < input.chunkIds.length; start += EMBEDDING_BATCH) {
    await tx
      .insertInto('document_chunk_embeddings')
      .values(
        input.chunkIds.slice(start, start + EMBEDDING_BATCH).map((chunkId, offset) => ({
          tenant_id: input.tenantId,
          chunk_id: chunkId,
          model: input.model,
          embedding: realArray(input.vectors[start + offset]!),
        })),
      )
      // A backfill (embed-missing.ts) and an ingest may meet: the first one's stays.
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Whether a school exists (scripted ingestion names it). */
export async function schoolExists(tx: Tx, tenantId: string): Promise<boolean> {
  const row = await selectTenants(tx).where('id', '=', tenantId).executeTakeFirst();
  return Boolean(row);
}

export interface RankedChunk {
  /** The chunk's id. */
  id: string;
  document_id: string;
  title: string;
  heading_path: string;
  content: string;
  page: number | null;
  score: number;
}

/** BM25 constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/** A question word found in a chunk's heading path counts this much more. */
const HEADING_BOOST = 1.0;

/**
 * The chunks the caller may see (row-level security) that match ANY of the terms, ranked
 * BM25-style in SQL: each matched word counts by its rarity among the caller's chunks (idf), its
 * frequency saturating (k1), normalised by the chunk's length (b), more when it is in the heading
 * path (weight A), times the term's weight. Each group of alternatives (a question word and its
 * synonyms, see query-expansion.ts) counts once, by its best match in the chunk. Words are stemmed
 * and stop words dropped by the english configuration.
 */
export async function searchChunks(
  tx: Tx,
  input: { terms: SearchTerm[]; limit: number },
): Promise<RankedChunk[]> {
  const { rows } = await searchChunksQuery(input).execute(tx);
  return rows;
}

export function searchChunksQuery(input: { terms: SearchTerm[]; limit: number }) {
  return sql<RankedChunk>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input.terms)}::jsonb)
               as x("group" int, text text, weight float8)
    ),
    terms as materialized (
      select i."group", l.lexeme, max(i.weight) as weight
        from input i
        cross join lateral unnest(tsvector_to_array(to_tsvector('english', i.text))) as l(lexeme)
       group by i."group", l.lexeme
    ),
    query as (
      select string_agg(distinct quote_literal(lexeme), ' | ')::tsquery as q from terms
    ),
    stats as materialized (
      select count(*)::float8 as n, coalesce(avg(length(search)), 1)::float8 as avgdl
        from document_chunks
    ),
    candidates as materialized (
      select c.tenant_id, c.id, c.document_id, c.ordinal, c.heading_path, c.content, c.page,
             c.search, length(c.search)::float8 as dl
        from document_chunks c, query
       where query.q is not null and c.search @@ query.q
    ),
    matches as (
      select c.id, c.dl, u.lexeme,
             coalesce(array_length(u.positions, 1), 1)::float8 as tf,
             coalesce('A' = any (u.weights), false) as in_heading
        from candidates c
        cross join lateral unnest(c.search) u
       where u.lexeme in (select lexeme from terms)
    ),
    df as (
      select lexeme, count(*)::float8 as df from matches group by lexeme
    ),
    term_scores as (
      select m.id, t."group",
             max(t.weight
                 * ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5))
                 * (m.tf * (${sql.lit(K1)} + 1))
                 / (m.tf + ${sql.lit(K1)} * (1 - ${sql.lit(B)} + ${sql.lit(B)} * m.dl / s.avgdl))
                 * (case when m.in_heading then 1 + ${sql.lit(HEADING_BOOST)} else 1 end)) as score
        from matches m
        join terms t on t.lexeme = m.lexeme
        join df on df.lexeme = m.lexeme
        cross join stats s
       group by m.id, t."group"
    ),
    scored as (
      select id, sum(score) as score from term_scores group by id
    )
    select c.id, c.document_id, d.title, c.heading_path, c.content, c.page,
           round(scored.score::numeric, 4)::float8 as score
      from scored
      join candidates c on c.id = scored.id
      join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
     order by scored.score desc, d.created_at desc, c.ordinal
     limit ${input.limit}
  `;
}

/**
 * The chunks the caller may see (row-level security on the embeddings asks the chunk's own read
 * rule) whose embedding by this model is most similar (cosine, app_embedding_similarity: pgvector
 * or plain SQL, see db/routines/45_embedding-similarity.sql) to the question's. Unrelated ones
 * (similarity 0 or less) are left out.
 */
export async function searchChunksByVector(
  tx: Tx,
  input: { model: string; vector: number[]; limit: number },
): Promise<RankedChunk[]> {
  const { rows } = await sql<RankedChunk>`
    with q as (select ${realArray(input.vector)} as v),
    nearest as (
      select e.tenant_id, e.chunk_id, app_embedding_similarity(e.embedding, q.v) as similarity
        from document_chunk_embeddings e, q
       where e.model = ${input.model} and cardinality(e.embedding) = cardinality(q.v)
    )
    select c.id, c.document_id, d.title, c.heading_path, c.content, c.page,
           round(s.similarity::numeric, 4)::float8 as score
      from nearest s
      join document_chunks c on c.tenant_id = s.tenant_id and c.id = s.chunk_id
      join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id
     where s.similarity > 0
     order by s.similarity desc, d.created_at desc, c.ordinal
     limit ${input.limit}
  `.execute(tx);
  return rows;
}

/** The baseline the evaluation compares against: websearch_to_tsquery (all words) and ts_rank_cd. */
export async function searchChunksBaseline(
  tx: Tx,
  input: { query: string; limit: number },
): Promise<RankedChunk[]> {
  const { rows } = await sql<RankedChunk>`
    select c.id, c.document_id, d.title, c.heading_path, c.content, c.page,
           ts_rank_cd(c.search, q)::float8 as score
      from document_chunks c
      join documents d on d.tenant_id = c.tenant_id and d.id = c.document_id,
           websearch_to_tsquery('english', ${input.query}) q
     where c.search @@ q
     order by score desc, c.ordinal
     limit ${input.limit}
  `.execute(tx);
  return rows;
}

/** The documents the caller may see (row-level security), newest first, with what they may do. */
export async function listDocuments(tx: Tx, limit: number) {
  const { rows } = await sql<{
    id: string;
    title: string;
    kind: DocumentKind;
    visibility: DocumentVisibility;
    chunks: number;
    byteSize: number;
    createdAt: string;
    canDelete: boolean;
  }>`
    select d.id, d.title, d.kind, d.visibility, d.byte_size as "byteSize",
           d.created_at::text as "createdAt",
           (select count(*)::int from document_chunks c
             where c.tenant_id = d.tenant_id and c.document_id = d.id) as chunks,
           (d.owner_user_id = app_user_id() or app_role() = 'admin') as "canDelete"
      from documents d
     order by d.created_at desc, d.id
     limit ${limit}`.execute(tx);
  return rows.map((row) => ({ ...row, canDelete: Boolean(row.canDelete) }));
}

/** Deletes a document and its chunks where the caller may (row-level security); whether it did. */
export async function deleteDocument(tx: Tx, id: string): Promise<boolean> {
  const result = await tx.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function documentVisible(tx: Tx, id: string) {
  return tx.selectFrom('documents').select(['id', 'title']).where('id', '=', id).executeTakeFirst();
}
