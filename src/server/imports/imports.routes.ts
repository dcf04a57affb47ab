import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/shared/errors.ts';
import {
  MAX_IMPORT_BYTES,
  TOO_LARGE_MESSAGE,
  dryRunResultSchema,
  importKindSchema,
  importTemplate,
  importStreamLineSchema,
} from '@/shared/schemas/imports.ts';
import { fileResponse } from '@/shared/schemas/responses.ts';
import { progressResponse, replyWithProgress } from './reply-with-progress.ts';
import type { AppContext } from '../context.ts';
import { checkAdmin, dryRun, runImport } from './imports.service.ts';
import { plainFieldError } from '../platform/http/field-error.ts';
import { readParts } from '../platform/http/multipart-parts.ts';

const ADMIN = { access: ['admin'] as const };
const kindQuery = z.object({ kind: importKindSchema });
/** JSON clients may send the file's text as `csv`; the browser sends multipart with `file`. */
const importBody = z.object({ csv: z.string().optional() }).optional();
/** The file, with room for multipart framing or JSON escapes; the 5 MB check is on the file itself. */
const BODY_LIMIT = Math.ceil(MAX_IMPORT_BYTES * 1.25) + 64 * 1024;

const uploads = new WeakMap<FastifyRequest, Buffer>();

const NO_FILE = 'Choose a CSV file to check.';
const noFile = () => plainFieldError('file', NO_FILE);
const CSV_LIMITS = {
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE),
  tooManyFiles: noFile,
};

/** A multipart upload's `file` is held in memory (at most 5 MB; beyond, a 413 in words). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  await readParts(request, CSV_LIMITS, async (part) => {
    if (part.type === 'file' && part.fieldname === 'file') {
      uploads.set(request, await part.toBuffer());
    } else if (part.type === 'file') {
      await part.toBuffer();
    }
  });
  request.body = {};
}

function fileOf(request: FastifyRequest<{ Body: z.infer<typeof importBody> }>) {
  const data = uploads.get(request) ?? request.body?.csv;
  if (data === undefined) throw noFile();
  return data;
}

/** What both upload routes share: admins only, the file's size limit, the upload read first. */
const UPLOAD = {
  config: ADMIN,
  bodyLimit: BODY_LIMIT,
  preValidation: readUpload,
  schema: { tags: ['imports'], querystring: kindQuery, body: importBody },
};

export async function importRoutes(server: FastifyInstance, ctx: AppContext) {
  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 1024 },
    });
    const app = scoped.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/admin/imports/template',
      {
        config: ADMIN,
        schema: {
          tags: ['imports'],
          description: "A kind's CSV template: the header and one example row.",
          querystring: kindQuery,
          response: { 200: fileResponse(['text/csv'], 'The template as a CSV download') },
        },
      },
      async (request, reply) => {
        await checkAdmin(request.scope);
        const { kind } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-template.csv"`)
          .send(importTemplate(kind));
      },
    );

    app.post(
      '/api/admin/imports/dry-run',
      {
        ...UPLOAD,
        schema: {
          ...UPLOAD.schema,
          description:
            'Checks a CSV file (multipart `file`, or JSON {csv}) of students, parents or teachers: errors by line and column, and how many rows would be created, updated or left unchanged. Writes nothing. At most 5 MB and 20,000 rows.',
          response: { 200: dryRunResultSchema },
        },
      },
      async (request) => dryRun(request.scope, request.query.kind, fileOf(request)),
    );

    app.post(
      '/api/admin/imports',
      {
        ...UPLOAD,
        schema: {
          ...UPLOAD.schema,
          description:
            'Imports a CSV file in one transaction, refused whole (400, errors in details) if its dry run has any error. Answers NDJSON: {type:"progress",done,total} lines while it writes, then {type:"done",result} or {type:"error",error}. Teachers and parents new to the school are invited by email.',
          response: { 200: progressResponse(importStreamLineSchema) },
        },
      },
      async (request, reply) =>
        replyWithProgress(request, reply, (events) =>
          runImport(ctx, request.scope, request.query.kind, fileOf(request), events),
        ),
    );
  });
}
