import { AppError } from '@/shared/errors.ts';
import { chunkDocument, type Chunk, type PageText } from '@/shared/rules/chunking.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MB,
  type DocumentKind,
  type RagIngestInput,
  type RagIngestResult,
} from '@/shared/schemas/rag.ts';
import {
  DEFAULT_DOCUMENT_VISIBILITY,
  type DocumentVisibility,
  visibilitiesFor,
} from '@/shared/rules/document-visibility.ts';
import { embed, INGEST_EMBED } from '../platform/ai/embeddings.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import type { AiConfig, EmbeddingsConfig } from '../config.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { extractDocument, type UploadedFile } from './extract.ts';
import {
  insertChunks,
  insertEmbeddings,
  insertDocument,
  schoolExists,
  type NewDocument,
} from './rag.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';
import type { RagLog } from './rag.service.ts';

export const TOO_LARGE = `The document is larger than ${MAX_DOCUMENT_MB} MB. Upload a smaller file or split it into parts.`;
const NOT_YOUR_SCHOOL =
  'tenantId is not your school: you can add documents to your own school only.';
const NO_TEXT = 'The document has no text to search.';

interface Prepared {
  title: string;
  kind: DocumentKind;
  byteSize: number;
  pages: PageText[];
}

/** The document's title, kind and text, from the JSON content or the uploaded file. */
async function prepare(input: RagIngestInput, file: UploadedFile | null): Promise<Prepared> {
  if (file) {
    if (file.data.length > MAX_DOCUMENT_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    }
    const title = input.title ?? file.filename.trim();
    if (!title) throw fieldError('title', 'Give the document a title');
    const { kind, pages } = await extractDocument(file);
    return { title: title.slice(0, 200), kind, byteSize: file.data.length, pages };
  }
  if (input.content === undefined) {
    throw fieldError('content', 'Send the document text in content, or the file as multipart');
  }
  if (!input.title) throw fieldError('title', 'Give the document a title');
  const byteSize = Buffer.byteLength(input.content);
  if (byteSize > MAX_DOCUMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  const kind = /\.(md|markdown)$/i.test(input.title) || /^#{1,6}\s/m.test(input.content);
  return {
    title: input.title,
    kind: kind ? 'md' : 'txt',
    byteSize,
    pages: [{ page: null, text: input.content }],
  };
}

function chunksOf(doc: Prepared): Chunk[] {
  const chunks = chunkDocument(doc.pages);
  if (chunks.length === 0) {
    throw fieldError(doc.kind === 'pdf' || doc.pages.length > 1 ? 'file' : 'content', NO_TEXT);
  }
  return chunks;
}

interface Stored {
  result: RagIngestResult;
  chunkIds: string[];
}

async function store(
  tx: Tx,
  tenantId: string,
  owner: { userId: string | null; visibility: DocumentVisibility },
  doc: Prepared,
  chunks: Chunk[],
): Promise<Stored> {
  const row: NewDocument = {
    tenantId,
    title: doc.title,
    kind: doc.kind,
    ownerUserId: owner.userId,
    visibility: owner.visibility,
    byteSize: doc.byteSize,
  };
  const documentId = await insertDocument(tx, row);
  const chunkIds = await insertChunks(tx, { ...row, id: documentId }, chunks);
  await insertAudit(tx, {
    tenantId,
    actorUserId: owner.userId,
    action: 'rag.ingested',
    subject: documentId,
    details: { kind: doc.kind, chunks: chunks.length, visibility: owner.visibility },
  });
  return { result: { document_id: documentId, inserted_chunks: chunks.length }, chunkIds };
}

/** What is embedded of a chunk: its heading path (its context) and its text. */
export const embeddedText = (chunk: Pick<Chunk, 'headingPath' | 'content'>) =>
  chunk.headingPath ? `${chunk.headingPath}\n\n${chunk.content}` : chunk.content;

/** Runs a function in a transaction of the same school as the document's. */
type Run = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * With an embeddings endpoint: the stored chunks' embeddings, asked for after the document is
 * committed (no transaction waits on the network) and stored in a second one. If the call fails
 * the document stays, searchable lexically; its chunks simply have no embeddings (logged).
 */
async function embedStored(
  run: Run,
  config: EmbeddingsConfig | undefined,
  log: RagLog | undefined,
  tenantId: string,
  chunks: Chunk[],
  stored: Stored,
): Promise<void> {
  if (!config) return;
  try {
    const vectors = await embed(config, chunks.map(embeddedText), INGEST_EMBED);
    await run((tx) =>
      insertEmbeddings(tx, { tenantId, model: config.model, chunkIds: stored.chunkIds, vectors }),
    );
  } catch (error) {
    log?.warn(
      { err: error, documentId: stored.result.document_id, chunks: chunks.length },
      'document stored without embeddings: it is found by words only',
    );
  }
}

/** What a request to add a document brings: its fields, its file, and what embeds and logs. */
export interface Ingestion {
  input: RagIngestInput;
  file: UploadedFile | null;
  ai?: AiConfig;
  log?: RagLog;
}

/**
 * Both ways in: the document read and chunked, stored by `storeIn` (whose transaction decides the
 * school and the owner), then embedded after the commit in a transaction of `run`.
 */
async function ingest(
  { input, file, ai, log }: Ingestion,
  storeIn: (doc: Prepared, chunks: Chunk[]) => Promise<{ stored: Stored; tenantId: string }>,
  run: Run,
): Promise<RagIngestResult> {
  const doc = await prepare(input, file);
  const chunks = chunksOf(doc);
  const { stored, tenantId } = await storeIn(doc, chunks);
  await embedStored(run, ai?.embeddings, log, tenantId, chunks, stored);
  return stored.result;
}

/**
 * A signed-in user adds a document: the session decides school and owner, the uploader who may
 * read it (private unless they chose otherwise; only staff may share it). tenantId, when sent, must be the
 * caller's school (the spec's client sends the user id when it has no school id: accepted too).
 */
export function ingestAsCaller(
  scope: RequestScope,
  ingestion: Ingestion,
): Promise<RagIngestResult> {
  const { input } = ingestion;
  return ingest(
    ingestion,
    (doc, chunks) =>
      scope.asCaller(async (tx, me) => {
        if (input.tenantId && input.tenantId !== me.tenantId && input.tenantId !== me.userId) {
          throw new AppError('FORBIDDEN', NOT_YOUR_SCHOOL);
        }
        const visibility = input.visibility ?? DEFAULT_DOCUMENT_VISIBILITY;
        if (!visibilitiesFor(me.role).includes(visibility)) {
          throw new AppError('FORBIDDEN', 'Only staff can share a document with others.');
        }
        const stored = await store(tx, me.tenantId, { userId: me.userId, visibility }, doc, chunks);
        return { stored, tenantId: me.tenantId };
      }),
    (fn) => scope.asCaller((tx) => fn(tx)),
  );
}

/** Scripted ingestion with the RAG_ADMIN_TOKEN secret: a school-wide document of the named school. */
export async function ingestWithAdminToken(
  scope: RequestScope,
  ingestion: Ingestion,
): Promise<RagIngestResult> {
  const tenantId = ingestion.input.tenantId;
  if (!tenantId) throw fieldError('tenantId', 'Name the school the document belongs to');
  return ingest(
    ingestion,
    async (doc, chunks) => ({
      stored: await scope.asSchool(tenantId, async (tx) => {
        if (!(await schoolExists(tx, tenantId))) {
          throw new AppError('NOT_FOUND', 'No school has this tenantId.');
        }
        return store(tx, tenantId, { userId: null, visibility: 'school' }, doc, chunks);
      }),
      tenantId,
    }),
    (fn) => scope.asSchool(tenantId, fn),
  );
}
