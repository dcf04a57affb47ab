import { z } from 'zod';
import { documentVisibilities } from '../rules/document-visibility.ts';
import { idParams, questionText } from './fields.ts';

/** Largest document accepted, as a file or as text (spec: at most 15 MB per file). */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;
export const MAX_DOCUMENT_MB = 15;
export const DOCUMENT_TITLE_MAX = 200;
export const RAG_QUERY_MAX = 1000;

/** The file picker's types (spec: .txt, .md, .pdf). */
export const DOCUMENT_EXTENSIONS = ['.txt', '.md', '.pdf'] as const;

export const documentKinds = ['txt', 'md', 'pdf'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * POST /functions/v1/rag-ingest. JSON: {tenantId, title, content} (spec call 2). As multipart the
 * file travels in the field `file` and title defaults to its name; the server reads it (PDF too).
 * tenantId is the caller's school (or, as the spec's client sends when it has none, their user id).
 */
export const ragIngestSchema = z.object({
  tenantId: z.string().uuid('tenantId must be the id of your school').optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Give the document a title')
    .max(DOCUMENT_TITLE_MAX, `The title must be at most ${DOCUMENT_TITLE_MAX} characters`)
    .optional(),
  content: z.string().optional(),
  /** Who may read it; 'private' when not given. Families may only keep documents private. */
  visibility: z.enum(documentVisibilities).optional(),
});
export type RagIngestInput = z.infer<typeof ragIngestSchema>;

export const ragIngestResultSchema = z.object({
  document_id: z.string(),
  inserted_chunks: z.number().int(),
});
export type RagIngestResult = z.infer<typeof ragIngestResultSchema>;

/** POST /functions/v1/rag-answer (spec call 1). */
export const ragAnswerSchema = z.object({
  query: questionText(RAG_QUERY_MAX),
});
export type RagAnswerInput = z.infer<typeof ragAnswerSchema>;

export const ragChunkSchema = z.object({
  document_id: z.string(),
  title: z.string(),
  content: z.string(),
  /** PDF page (1-based); null for text files. */
  page: z.number().int().nullable(),
  score: z.number(),
});
export type RagChunk = z.infer<typeof ragChunkSchema>;

export const ragAnswerResultSchema = z.object({
  text: z.string(),
  chunks: z.array(ragChunkSchema),
});
export type RagAnswerResult = z.infer<typeof ragAnswerResultSchema>;

/** GET /api/documents: the documents the caller may see (the school's, and their own private ones). */
export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(documentKinds),
  visibility: z.enum(documentVisibilities),
  chunks: z.number().int(),
  byteSize: z.number().int(),
  createdAt: z.string(),
  /** The owner or an admin may delete it. */
  canDelete: z.boolean(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentListSchema = z.object({ documents: z.array(documentSummarySchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentIdParamsSchema = idParams('Not a document id');
