import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { absenceNoteIdParamsSchema, absenceNoteSchema } from '@/shared/schemas/absence-notes.ts';
import { MAX_ATTACHMENT_BYTES } from '@/shared/schemas/assignments.ts';
import {
  multipartUpload,
  sendDownload,
  uploadedFileResponse,
} from '../platform/http/attachment.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import { attachDocument, getDocument } from './absence-note-document.service.ts';

const { readMultipart, uploadOf } = multipartUpload([]);

/** A note's document (a doctor's note): its guardian uploads it, whoever reads the note opens it. */
export async function absenceNoteDocumentRoutes(server: FastifyInstance) {
  const tags = ['absence-notes'];
  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0 },
    });
    routeGroup(scoped, ['parent'], tags).post(
      '/api/parent/absence-notes/:id/document',
      {
        params: absenceNoteIdParamsSchema,
        response: { 200: absenceNoteSchema },
        description:
          'Adds a document to a pending note: multipart with the file in `file` (PDF, image or Office document, at most 10 MB, type read from the content).',
      },
      (request) => attachDocument(request.scope, request.params.id, uploadOf(request)),
      { bodyLimit: MAX_ATTACHMENT_BYTES + 64 * 1024, preValidation: readMultipart },
    );
  });

  routeGroup(server, ['admin', 'teacher', 'parent'], tags).get(
    '/api/absence-notes/:id/document',
    {
      params: absenceNoteIdParamsSchema,
      description: "The note's document: for whoever may read the note.",
      response: uploadedFileResponse,
    },
    async (request, reply) => {
      return sendDownload(reply, await getDocument(request.scope, request.params.id));
    },
  );
}
