import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_ATTACHMENT_BYTES,
  assignmentIdParamsSchema,
  assignmentInputSchema,
  assignmentOptionsSchema,
  assignmentSavedSchema,
  assignmentUpdateSchema,
  gradeInputSchema,
  gradedSchema,
  parentAssignmentSchema,
  queuedSubmissionSchema,
  studentParamsSchema,
  submissionParamsSchema,
  teacherAssignmentSchema,
} from '@/shared/schemas/assignments.ts';
import { fileSchema, noContentSchema } from '@/shared/schemas/responses.ts';
import { ATTACHMENT_TOO_LARGE, type UploadedAttachment } from './attachment.ts';
import {
  createAssignment,
  deleteAssignment,
  getAssignmentOptions,
  getAttachment,
  getChildAssignments,
  getGradingQueue,
  getTeacherAssignments,
  gradeWork,
  publishAssignment,
  updateAssignment,
} from './assignments.service.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { routeOptions } from '../platform/http/route-options.ts';

const FIELDS = ['title', 'dueDate', 'description', 'subjectId', 'classId', 'status'];

/** The attachment of a multipart request, read before validation (see readMultipart). */
const uploads = new WeakMap<FastifyRequest, UploadedAttachment>();

/**
 * The form as multipart: its fields become the route's body (validated by the same zod schema)
 * and the optional file, in `file`, is held in memory up to 10 MB; beyond, a 413 in words.
 */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw fieldError(part.fieldname, 'Send the file as file');
        const data = await part.toBuffer();
        if (part.filename || data.byteLength)
          uploads.set(request, { filename: part.filename, data });
      } else if (FIELDS.includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError('file', ATTACHMENT_TOO_LARGE, { code: 'PAYLOAD_TOO_LARGE' });
    }
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', 'Attach one file');
    throw error;
  }
  request.body = fields;
}

/** Assignments & Notes, the grading queue, and the parents' side of homework. */
export async function assignmentRoutes(server: FastifyInstance) {
  const tags = ['assignments'];
  const teachers = routeOptions(['teacher'], tags);

  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
    });
    const app = scoped.withTypeProvider<ZodTypeProvider>();
    const bodyLimit = MAX_ATTACHMENT_BYTES + 64 * 1024;

    app.post(
      '/api/teacher/assignments',
      {
        ...teachers({
          body: assignmentInputSchema,
          response: { 201: assignmentSavedSchema },
          description:
            "Creates an assignment of one of the teacher's classes: JSON, or multipart with an optional attachment in `file` (PDF, image or Office document, at most 10 MB, type read from the content). status 'draft' (Save as Draft) or 'published' (Publish: every student of the class gets a pending submission).",
        }),
        bodyLimit,
        preValidation: readMultipart,
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createAssignment(request.scope, request.body, uploads.get(request) ?? null)),
    );
    app.put(
      '/api/teacher/assignments/:id',
      {
        ...teachers({
          params: assignmentIdParamsSchema,
          body: assignmentUpdateSchema,
          response: { 200: assignmentIdParamsSchema },
        }),
        bodyLimit,
        preValidation: readMultipart,
      },
      async (request) =>
        updateAssignment(
          request.scope,
          request.params.id,
          { ...request.body, status: 'draft' },
          uploads.get(request) ?? null,
        ),
    );
  });

  const app = server.withTypeProvider<ZodTypeProvider>();
  const params = assignmentIdParamsSchema;

  app.get(
    '/api/teacher/assignments/options',
    teachers({ response: { 200: assignmentOptionsSchema } }),
    (request) => getAssignmentOptions(request.scope),
  );
  app.get(
    '/api/teacher/assignments',
    teachers({ response: { 200: z.array(teacherAssignmentSchema) } }),
    (request) => getTeacherAssignments(request.scope),
  );
  app.post(
    '/api/teacher/assignments/:id/publish',
    teachers({ params, response: { 200: assignmentSavedSchema } }),
    (request) => publishAssignment(request.scope, request.params.id),
  );
  app.delete(
    '/api/teacher/assignments/:id',
    teachers({ params, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await deleteAssignment(request.scope, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/assignments/:id/attachment',
    {
      config: { access: ['teacher', 'admin', 'parent', 'student'] },
      schema: {
        tags,
        params,
        description:
          "The assignment's attachment: for the class's teacher, admins and the class's families.",
        response: {
          200: {
            description: 'The file as it was uploaded, with its own content type',
            content: { 'application/octet-stream': { schema: fileSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await getAttachment(request.scope, request.params.id);
      return (
        reply
          .header('content-type', file.content_type)
          .header(
            'content-disposition',
            `attachment; filename="${file.file_name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // Bytes go out as they are (no serializer runs for a Buffer); the schema only documents them.
          .send(Buffer.from(file.content) as unknown as string)
      );
    },
  );

  app.get(
    '/api/teacher/grading-queue',
    teachers({ response: { 200: z.array(queuedSubmissionSchema) } }),
    (request) => getGradingQueue(request.scope),
  );
  app.post(
    '/api/teacher/submissions/:assignmentId/:studentId/grade',
    teachers({
      params: submissionParamsSchema,
      body: gradeInputSchema,
      response: { 200: gradedSchema },
    }),
    (request) => gradeWork(request.scope, request.params, request.body),
  );

  app.get(
    '/api/parent/children/:studentId/assignments',
    {
      config: { access: ['parent'] },
      schema: {
        tags,
        params: studentParamsSchema,
        response: { 200: z.array(parentAssignmentSchema) },
      },
    },
    (request) => getChildAssignments(request.scope, request.params.studentId),
  );
}
