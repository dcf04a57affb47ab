import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@/shared/errors.ts';
import { chunkDocument, type Chunk, type PageText } from '@/shared/rules/chunking.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MB,
  type DocumentKind,
  type RagAnswerResult,
  type RagChunk,
  type RagIngestInput,
  type RagIngestResult,
} from '@/shared/schemas/rag.ts';
import {
  DEFAULT_DOCUMENT_VISIBILITY,
  type DocumentVisibility,
  visibilitiesFor,
} from '@/shared/rules/document-visibility.ts';
import type { LlmProvider } from '@/shared/rules/provider-choice.ts';
import { embed, INGEST_EMBED, QUERY_EMBED } from '../platform/ai/embeddings.ts';
import { answeringModel, complete } from '../platform/ai/providers.ts';
import { insertAudit } from '../platform/audit/audit.queries.ts';
import type { AiConfig, EmbeddingsConfig } from '../config.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { extractDocument, type UploadedFile } from './extract.ts';
import { weightedFusion } from './fusion.ts';
import { searchTerms } from './query-expansion.ts';
import {
  deleteDocument,
  documentVisible,
  insertChunks,
  insertEmbeddings,
  listDocuments,
  insertDocument,
  schoolExists,
  searchChunks,
  searchChunksByVector,
  type NewDocument,
  type RankedChunk,
} from './rag.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';

export const TOO_LARGE = `The document is larger than ${MAX_DOCUMENT_MB} MB. Upload a smaller file or split it into parts.`;
const NOT_YOUR_SCHOOL =
  'tenantId is not your school: you can add documents to your own school only.';
const NO_TEXT = 'The document has no text to search.';

/** How many passages an answer retrieves and how many the extractive answer quotes. */
export const ANSWER_CHUNKS = 5;
const QUOTED_CHUNKS = 3;
const QUOTE_MAX = 600;
/** With embeddings: how many chunks each ranking (lexical, vector) gives the fusion. */
export const FUSION_DEPTH = 20;
/**
 * The lexical ranking's weight in the fusion (the vector ranking's is the rest). Chosen by
 * bench/rag-eval.ts among reciprocal rank fusion and weights 0.5 and 0.7 on the tuning set
 * (measured with the fake embedder only: see bench/README.md).
 */
export const LEXICAL_WEIGHT = 0.7;

/** Where the service reports what the caller is not told (a failed embeddings call). */
export interface RagLog {
  warn(obj: object, msg?: string): void;
}

/** Whether a presented x-admin-token equals the configured secret (unset: never). */
export function isAdminToken(configured: string | undefined, presented: string | undefined) {
  if (!configured || !presented) return false;
  const a = Buffer.from(configured);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

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

/**
 * With an embeddings endpoint: the stored chunks' embeddings, asked for after the document is
 * committed (no transaction waits on the network) and stored in a second one. If the call fails
 * the document stays, searchable lexically; its chunks simply have no embeddings (logged).
 */
async function embedStored(
  run: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
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

/**
 * A signed-in user adds a document: the session decides school and owner, the uploader who may
 * read it (private unless they chose otherwise; only staff may share it). tenantId, when sent, must be the
 * caller's school (the spec's client sends the user id when it has no school id: accepted too).
 */
export async function ingestAsCaller(
  scope: RequestScope,
  input: RagIngestInput,
  file: UploadedFile | null,
  ai?: AiConfig,
  log?: RagLog,
): Promise<RagIngestResult> {
  const doc = await prepare(input, file);
  const chunks = chunksOf(doc);
  const { stored, tenantId } = await scope.asCaller(async (tx, me) => {
    if (input.tenantId && input.tenantId !== me.tenantId && input.tenantId !== me.userId) {
      throw new AppError('FORBIDDEN', NOT_YOUR_SCHOOL);
    }
    const visibility = input.visibility ?? DEFAULT_DOCUMENT_VISIBILITY;
    if (!visibilitiesFor(me.role).includes(visibility)) {
      throw new AppError('FORBIDDEN', 'Only staff can share a document with others.');
    }
    const stored = await store(tx, me.tenantId, { userId: me.userId, visibility }, doc, chunks);
    return { stored, tenantId: me.tenantId };
  });
  const run = <T>(fn: (tx: Tx) => Promise<T>) => scope.asCaller((tx) => fn(tx));
  await embedStored(run, ai?.embeddings, log, tenantId, chunks, stored);
  return stored.result;
}

/** Scripted ingestion with the RAG_ADMIN_TOKEN secret: a school-wide document of the named school. */
export async function ingestWithAdminToken(
  scope: RequestScope,
  input: RagIngestInput,
  file: UploadedFile | null,
  ai?: AiConfig,
  log?: RagLog,
): Promise<RagIngestResult> {
  const tenantId = input.tenantId;
  if (!tenantId) throw fieldError('tenantId', 'Name the school the document belongs to');
  const doc = await prepare(input, file);
  const chunks = chunksOf(doc);
  const stored = await scope.asSchool(tenantId, async (tx) => {
    if (!(await schoolExists(tx, tenantId))) {
      throw new AppError('NOT_FOUND', 'No school has this tenantId.');
    }
    return store(tx, tenantId, { userId: null, visibility: 'school' }, doc, chunks);
  });
  const run = <T>(fn: (tx: Tx) => Promise<T>) => scope.asSchool(tenantId, fn);
  await embedStored(run, ai?.embeddings, log, tenantId, chunks, stored);
  return stored.result;
}

function citation(chunk: RankedChunk): string {
  return chunk.page === null ? chunk.title : `${chunk.title}, page ${chunk.page}`;
}

function quote(content: string): string {
  if (content.length <= QUOTE_MAX) return content;
  const cut = content.lastIndexOf(' ', QUOTE_MAX);
  return `${content.slice(0, cut > 0 ? cut : QUOTE_MAX)} …`;
}

/**
 * The extractive answer (no language model here): the best passages, word for word, each cited
 * [n] with its document and page. Nothing is invented; with nothing found it says so.
 */
export function extractiveAnswer(chunks: RankedChunk[]): string {
  if (chunks.length === 0) {
    return "I found nothing about this in the school's documents. Try other words, or upload the document that answers it.";
  }
  const quoted = chunks.slice(0, QUOTED_CHUNKS);
  const passages = quoted.map((chunk, index) => {
    const where = chunk.heading_path ? ` (${chunk.heading_path})` : '';
    return `[${index + 1}]${where} ${quote(chunk.content)}`;
  });
  const sources = quoted.map((chunk, index) => `[${index + 1}] ${citation(chunk)}`);
  return ["From the school's documents:", ...passages, `Sources:\n${sources.join('\n')}`].join(
    '\n\n',
  );
}

const GROUNDED_PROMPT =
  "You answer questions for a school's community using ONLY the numbered passages from the school's documents given below. Cite the passages you use as [1], [2] … right after the statement they support. If the passages do not contain the answer, say that the school's documents do not say, and do not guess. Answer in the language of the question, briefly.";

/** The model to write answers from passages: the first configured of OpenAI, Mistral, Perplexity. */
/**
 * With a language model configured: the answer written from the retrieved passages only, citing
 * them [n], with the sources listed as in the extractive answer. If the model fails, the passages
 * themselves, saying why.
 */
async function generatedAnswer(
  ai: AiConfig,
  provider: LlmProvider,
  query: string,
  ranked: RankedChunk[],
): Promise<string> {
  const passages = ranked
    .map(
      (chunk, index) =>
        `[${index + 1}] (${citation(chunk)}${chunk.heading_path ? `; ${chunk.heading_path}` : ''})\n${chunk.content}`,
    )
    .join('\n\n');
  const sources = ranked.map((chunk, index) => `[${index + 1}] ${citation(chunk)}`).join('\n');
  try {
    const written = await complete(ai, provider, [
      { role: 'system', content: GROUNDED_PROMPT },
      { role: 'user', content: `Passages:\n\n${passages}\n\nQuestion: ${query}` },
    ]);
    return `${written.trim()}\n\nSources:\n${sources}`;
  } catch (error) {
    const why = error instanceof AppError ? error.message : 'The AI provider failed.';
    return `${why} Here are the passages themselves.\n\n${extractiveAnswer(ranked)}`;
  }
}

/** The question's embedding, or null (none configured, or the call failed: logged). */
async function questionVector(
  config: EmbeddingsConfig | undefined,
  query: string,
  log: RagLog | undefined,
): Promise<number[] | null> {
  if (!config) return null;
  try {
    return (await embed(config, [query], QUERY_EMBED))[0] ?? null;
  } catch (error) {
    log?.warn({ err: error }, 'question not embedded: searching by words only');
    return null;
  }
}

/**
 * The caller's best chunks for a question. Lexical (BM25-style over the words and their
 * synonyms) alone, or, with an embeddings endpoint configured, fused with the chunks whose
 * embeddings are nearest the question's: each ranking's scores over its best, weighted
 * LEXICAL_WEIGHT and the rest (row-level security applies to both).
 */
export async function retrieve(
  scope: RequestScope,
  query: string,
  options: { ai?: AiConfig | undefined; log?: RagLog | undefined; limit: number },
): Promise<RankedChunk[]> {
  const terms = searchTerms(query);
  const config = options.ai?.embeddings;
  const vector = await questionVector(config, query, options.log);
  if (!config || !vector) {
    return scope.asCaller((tx) => searchChunks(tx, { terms, limit: options.limit }));
  }
  const depth = Math.max(FUSION_DEPTH, options.limit);
  const [lexical, semantic] = await scope.asCaller(async (tx) => [
    await searchChunks(tx, { terms, limit: depth }),
    await searchChunksByVector(tx, { model: config.model, vector, limit: depth }),
  ]);
  return weightedFusion([lexical, semantic], [LEXICAL_WEIGHT, 1 - LEXICAL_WEIGHT])
    .slice(0, options.limit)
    .map(({ fused, ...chunk }) => ({ ...chunk, score: Math.round(fused * 1e6) / 1e6 }));
}

export async function answer(
  scope: RequestScope,
  query: string,
  ai?: AiConfig,
  log?: RagLog,
): Promise<RagAnswerResult> {
  const ranked = await retrieve(scope, query, { ai, log, limit: ANSWER_CHUNKS });
  const chunks: RagChunk[] = ranked.map((chunk) => ({
    document_id: chunk.document_id,
    title: chunk.title,
    content: chunk.content,
    page: chunk.page,
    score: chunk.score,
  }));
  const model = ranked.length > 0 ? answeringModel(ai) : null;
  const text = model ? await generatedAnswer(ai!, model, query, ranked) : extractiveAnswer(ranked);
  return { text, chunks };
}

const DOCUMENTS_LISTED = 200;

export async function documents(scope: RequestScope) {
  return { documents: await scope.asCaller((tx) => listDocuments(tx, DOCUMENTS_LISTED)) };
}

/**
 * Deletes a document: its owner or an admin (row-level security decides). Someone who may see it
 * but not delete it gets 403; a document they cannot see, 404.
 */
export async function removeDocument(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    const visible = await documentVisible(tx, id);
    if (!visible) throw new AppError('NOT_FOUND', 'This document does not exist or is not yours.');
    if (!(await deleteDocument(tx, id))) {
      throw new AppError(
        'FORBIDDEN',
        'Only the person who uploaded a document or an admin may delete it.',
      );
    }
    await insertAudit(tx, {
      tenantId: me.tenantId,
      actorUserId: me.userId,
      action: 'rag.deleted',
      subject: id,
      details: { title: visible.title },
    });
  });
}
