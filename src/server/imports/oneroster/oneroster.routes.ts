import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_ROSTER_BYTES,
  rosterDryRunSchema,
  rosterStreamLineSchema,
} from '@/shared/schemas/oneroster.ts';
import { fileResponse } from '@/shared/schemas/responses.ts';
import { progressResponse, replyWithProgress } from '../reply-with-progress.ts';
import type { AppContext } from '../../context.ts';
import { plainFieldError } from '../../platform/http/field-error.ts';
import { readParts } from '../../platform/http/multipart-parts.ts';
import { exportRoster } from './export.service.ts';
import { rosterDryRun, runRosterImport } from './oneroster.service.ts';
import { rosterFilesOf, tooLarge, type RosterFiles } from './zip.ts';

const ADMIN = { access: ['admin'] as const };
const MAX_FILES = 20;
const uploads = new WeakMap<FastifyRequest, RosterFiles>();
const ROSTER_LIMITS = {
  tooLarge,
  tooManyParts: tooLarge,
  tooManyFiles: () => plainFieldError('file', `Upload at most ${MAX_FILES} files.`),
};

/** The upload's files (a zip, or the CSV files), held in memory: at most 50 MB in all. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw plainFieldError('file', 'Upload the set as a zip or as its CSV files.');
  const files: { name: string; data: Uint8Array }[] = [];
  let total = 0;
  await readParts(request, ROSTER_LIMITS, async (part) => {
    if (part.type !== 'file') return;
    const data = await part.toBuffer();
    total += data.length;
    if (total > MAX_ROSTER_BYTES) throw tooLarge();
    files.push({ name: part.filename, data });
  });
  if (!files.length) throw plainFieldError('file', 'Choose the OneRoster zip or its CSV files.');
  uploads.set(request, rosterFilesOf(files));
  request.body = {};
}

const filesOf = (request: FastifyRequest) => uploads.get(request)!;
const UPLOAD = {
  config: ADMIN,
  bodyLimit: Math.ceil(MAX_ROSTER_BYTES * 1.05) + 64 * 1024,
  preValidation: readUpload,
};

export async function oneRosterRoutes(server: FastifyInstance, ctx: AppContext) {
  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_ROSTER_BYTES, files: MAX_FILES, fields: 2, fieldSize: 1024 },
    });
    const app = scoped.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/admin/oneroster/dry-run',
      {
        ...UPLOAD,
        schema: {
          tags: ['imports'],
          description:
            'Checks a OneRoster 1.1 or 1.2 CSV set (multipart: one zip, or the CSV files with manifest.csv): what would be created, updated or deactivated, and every row it cannot take (file, line, column, reason). Writes nothing. At most 50 MB.',
          response: { 200: rosterDryRunSchema },
        },
      },
      async (request) => rosterDryRun(request.scope, filesOf(request)),
    );

    app.post(
      '/api/admin/oneroster/import',
      {
        ...UPLOAD,
        schema: {
          tags: ['imports'],
          description:
            'Imports a OneRoster set in one transaction, refused whole (400, the rows in details) on any error. Answers NDJSON: {type:"progress",done,total} lines, then {type:"done",result} or {type:"error",error}. Teachers, parents and admins new to the school are invited by email.',
          response: { 200: progressResponse(rosterStreamLineSchema) },
        },
      },
      async (request, reply) =>
        replyWithProgress(request, reply, (events) =>
          runRosterImport(ctx, request.scope, filesOf(request), events),
        ),
    );

    app.get(
      '/api/admin/oneroster/export',
      {
        config: ADMIN,
        schema: {
          tags: ['imports'],
          description:
            "The school's roster as a OneRoster 1.1 CSV bulk set: a zip with manifest.csv.",
          response: { 200: fileResponse(['application/zip'], 'The OneRoster zip') },
        },
      },
      async (request, reply) => {
        const { zip, name } = await exportRoster(request.scope);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Buffer.from(zip) as unknown as string);
      },
    );
  });
}
