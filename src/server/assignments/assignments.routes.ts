import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
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
import { fileResponse, noContentSchema } from '@/shared/schemas/responses.ts';
import { sendDownload, multipartUpload } from '../platform/http/attachment.ts';
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
import { routeOptions } from '../platform/http/route-options.ts';

const FIELDS = ['title', 'dueDate', 'description', 'subjectId', 'classId', 'status'];

const { readMultipart, uploadOf } = multipartUpload(FIELDS);

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
          .send(await createAssignment(request.scope, request.body, uploadOf(request))),
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
          uploadOf(request),
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
          200: fileResponse(
            ['application/octet-stream'],
            'The file as it was uploaded, with its own content type',
          ),
        },
      },
    },
    async (request, reply) => {
      return sendDownload(reply, await getAttachment(request.scope, request.params.id));
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
