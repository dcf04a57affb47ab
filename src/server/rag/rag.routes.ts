import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@/shared/errors.ts';
import {
  MAX_DOCUMENT_BYTES,
  documentIdParamsSchema,
  documentListSchema,
  ragAnswerResultSchema,
  ragAnswerSchema,
  ragIngestResultSchema,
  ragIngestSchema,
  type RagIngestInput,
} from '@/shared/schemas/rag.ts';
import { noContentSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { readParts } from '../platform/http/multipart-parts.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import type { UploadedFile } from './extract.ts';
import { answer, documents, removeDocument, isAdminToken } from './rag.service.ts';
import {
  TOO_LARGE,
  ingestAsCaller,
  ingestWithAdminToken,
  type Ingestion,
} from './rag-ingest.service.ts';

const INGEST = '/functions/v1/rag-ingest';
/** JSON documents: the text itself up to 15 MB, with room for JSON escapes. */
const INGEST_BODY_LIMIT = Math.ceil(MAX_DOCUMENT_BYTES * 1.25);
const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** The uploaded file of a multipart request, read before validation (see readMultipart). */
const uploads = new WeakMap<FastifyRequest, UploadedFile>();
const DOCUMENT_LIMITS = {
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE),
  tooManyFiles: () => fieldError('file', 'Upload one file at a time'),
};

/**
 * A multipart upload becomes the route's body ({tenantId?, title?, visibility?}) and one file, so the same zod
 * schema validates both forms. The file is held in memory up to 15 MB; beyond, a 413 in words.
 */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  await readParts(request, DOCUMENT_LIMITS, async (part) => {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname !== 'file') throw fieldError(part.fieldname, 'Send the file as file');
      file = { filename: part.filename, data };
    } else if (['tenantId', 'title', 'visibility'].includes(part.fieldname)) {
      fields[part.fieldname] = String(part.value);
    }
  });
  if (!file) throw fieldError('file', 'Choose a .txt, .md or .pdf file to upload');
  uploads.set(request, file);
  request.body = fields;
}

export async function ragRoutes(server: FastifyInstance, ctx: AppContext) {
  /** A request's document: its fields, the file read by readMultipart, the AI settings, the log. */
  const ingestion = (request: FastifyRequest, input: RagIngestInput): Ingestion => ({
    input,
    file: uploads.get(request) ?? null,
    ai: ctx.config.ai,
    log: request.log,
  });

  // Scripted ingestion sends x-admin-token instead of a session. The route is found by that header
  // only when it equals RAG_ADMIN_TOKEN (a route constraint, checked before any hook runs); any
  // other request, with a wrong token or none, or with the secret unset, reaches the signed-in route.
  server.addConstraintStrategy({
    name: 'ragAdminToken',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, handler: unknown) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const presented = request.headers[ADMIN_TOKEN_HEADER];
      return typeof presented === 'string' && isAdminToken(ctx.config.ragAdminToken, presented)
        ? 'valid'
        : undefined;
    },
    mustMatchWhenDerived: false,
  } as never);

  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    });
    const app = scoped.withTypeProvider<ZodTypeProvider>();
    const signedIn = routeGroup(scoped, 'signed-in', ['rag']);
    const schema = {
      tags: ['rag'],
      body: ragIngestSchema,
      response: { 200: ragIngestResultSchema },
    };

    // The browser's path: the Bearer token decides the school and the owner ('signed-in').
    signedIn.post(
      INGEST,
      {
        body: ragIngestSchema,
        response: { 200: ragIngestResultSchema },
        description:
          'Adds a document: JSON {tenantId, title, content}, or multipart with the file in `file` (.txt, .md, .pdf; at most 15 MB; the type is read from the content). `visibility`: private (the default), staff or school; families may only keep documents private. Answers {document_id, inserted_chunks}. Scripts may send x-admin-token (the RAG_ADMIN_TOKEN secret) instead of a session, naming the school in tenantId.',
      },
      async (request) => ingestAsCaller(request.scope, ingestion(request, request.body)),
      { bodyLimit: INGEST_BODY_LIMIT, preValidation: readMultipart },
    );

    // Scripted ingestion: 'public' for the access hook because no session exists, but reached only
    // through the constraint above (the secret matched), and checked again here.
    app.post(
      INGEST,
      {
        config: { access: 'public' },
        constraints: { ragAdminToken: 'valid' },
        bodyLimit: INGEST_BODY_LIMIT,
        preValidation: readMultipart,
        schema: { ...schema, hide: true },
      },
      async (request) => {
        const presented = request.headers[ADMIN_TOKEN_HEADER];
        if (typeof presented !== 'string' || !isAdminToken(ctx.config.ragAdminToken, presented)) {
          throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
        }
        const body: RagIngestInput = request.body;
        return ingestWithAdminToken(request.scope, ingestion(request, body));
      },
    );

    signedIn.post(
      '/functions/v1/rag-answer',
      { body: ragAnswerSchema, response: { 200: ragAnswerResultSchema } },
      async (request) => answer(request.scope, request.body.query, ctx.config.ai, request.log),
    );

    signedIn.get(
      '/api/documents',
      {
        description:
          "The documents the caller may ask about: the school's, and their own private ones.",
        response: { 200: documentListSchema },
      },
      async (request) => documents(request.scope),
    );

    signedIn.delete(
      '/api/documents/:id',
      {
        description: 'Deletes a document and its passages: its owner or an admin.',
        params: documentIdParamsSchema,
        response: { 204: noContentSchema },
      },
      async (request) => removeDocument(request.scope, request.params.id),
    );
  });
}
