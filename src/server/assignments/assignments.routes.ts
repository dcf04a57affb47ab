import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
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
import { noContentSchema } from '@/shared/schemas/responses.ts';
import {
  multipartUpload,
  sendDownload,
  uploadedFileResponse,
} from '../platform/http/attachment.ts';
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
import { routeGroup } from '../platform/http/route-group.ts';

const FIELDS = ['title', 'dueDate', 'description', 'subjectId', 'classId', 'status'];

const { readMultipart, uploadOf } = multipartUpload(FIELDS);

/** Assignments & Notes, the grading queue, and the parents' side of homework. */
export async function assignmentRoutes(server: FastifyInstance) {
  const tags = ['assignments'];
  const teachers = routeGroup(server, ['teacher'], tags);

  await server.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
    });
    const uploads = routeGroup(scoped, ['teacher'], tags);
    const upload = { bodyLimit: MAX_ATTACHMENT_BYTES + 64 * 1024, preValidation: readMultipart };

    uploads.post(
      '/api/teacher/assignments',
      {
        body: assignmentInputSchema,
        response: { 201: assignmentSavedSchema },
        description:
          "Creates an assignment of one of the teacher's classes: JSON, or multipart with an optional attachment in `file` (PDF, image or Office document, at most 10 MB, type read from the content). status 'draft' (Save as Draft) or 'published' (Publish: every student of the class gets a pending submission).",
      },
      (request) => createAssignment(request.scope, request.body, uploadOf(request)),
      upload,
    );
    uploads.put(
      '/api/teacher/assignments/:id',
      {
        params: assignmentIdParamsSchema,
        body: assignmentUpdateSchema,
        response: { 200: assignmentIdParamsSchema },
      },
      async (request) =>
        updateAssignment(
          request.scope,
          request.params.id,
          { ...request.body, status: 'draft' },
          uploadOf(request),
        ),
      upload,
    );
  });

  const params = assignmentIdParamsSchema;

  teachers.get(
    '/api/teacher/assignments/options',
    { response: { 200: assignmentOptionsSchema } },
    (request) => getAssignmentOptions(request.scope),
  );
  teachers.get(
    '/api/teacher/assignments',
    { response: { 200: z.array(teacherAssignmentSchema) } },
    (request) => getTeacherAssignments(request.scope),
  );
  teachers.post(
    '/api/teacher/assignments/:id/publish',
    { params, response: { 200: assignmentSavedSchema } },
    (request) => publishAssignment(request.scope, request.params.id),
  );
  teachers.delete(
    '/api/teacher/assignments/:id',
    { params, response: { 204: noContentSchema } },
    (request) => deleteAssignment(request.scope, request.params.id),
  );

  routeGroup(server, ['teacher', 'admin', 'parent', 'student'], tags).get(
    '/api/assignments/:id/attachment',
    {
      params,
      description:
        "The assignment's attachment: for the class's teacher, admins and the class's families.",
      response: uploadedFileResponse,
    },
    async (request, reply) => {
      return sendDownload(reply, await getAttachment(request.scope, request.params.id));
    },
  );

  teachers.get(
    '/api/teacher/grading-queue',
    { response: { 200: z.array(queuedSubmissionSchema) } },
    (request) => getGradingQueue(request.scope),
  );
  teachers.post(
    '/api/teacher/submissions/:assignmentId/:studentId/grade',
    { params: submissionParamsSchema, body: gradeInputSchema, response: { 200: gradedSchema } },
    (request) => gradeWork(request.scope, request.params, request.body),
  );

  routeGroup(server, ['parent'], tags).get(
    '/api/parent/children/:studentId/assignments',
    { params: studentParamsSchema, response: { 200: z.array(parentAssignmentSchema) } },
    (request) => getChildAssignments(request.scope, request.params.studentId),
  );
}
