import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classInputSchema,
  classPageSchema,
  classSchema,
  classUpdateSchema,
  enrolledStudentSchema,
  enrolmentInputSchema,
  idParamsSchema,
  listClassesQuerySchema,
  studentOptionsQuerySchema,
  studentOptionsSchema,
  subjectInputSchema,
  subjectListSchema,
  teacherOptionSchema,
  timetableEntrySchema,
  timetableInputSchema,
} from '@/shared/schemas/classes.ts';
import {
  createClass,
  editClass,
  getClassStudents,
  getClasses,
  getStudentOptions,
  getTeacherOptions,
  getTimetable,
  removeClass,
  setClassStudents,
  setTimetable,
} from './classes.service.ts';
import {
  createSubject,
  getSubjects,
  removeSubject,
  storeDefaultSubjects,
  updateSubject,
} from './subjects.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

/** Classes & Subjects: subjects, classes, enrolments and timetables; admins only. */
export async function classRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = routeOptions(['admin'], ['classes']);
  const params = idParamsSchema;
  const enrolled = { 200: z.array(enrolledStudentSchema) };
  const timetable = { 200: z.array(timetableEntrySchema) };

  const subjects = { 200: subjectListSchema };
  app.get('/api/admin/subjects', admins({ response: subjects }), async (request) =>
    getSubjects(request.scope),
  );
  app.post('/api/admin/subjects/defaults', admins({ response: subjects }), async (request) =>
    storeDefaultSubjects(request.scope),
  );
  app.post(
    '/api/admin/subjects',
    admins({ body: subjectInputSchema, response: { 201: subjectListSchema } }),
    async (request, reply) =>
      reply.status(201).send(await createSubject(request.scope, request.body.name)),
  );
  app.patch(
    '/api/admin/subjects/:id',
    admins({ params, body: subjectInputSchema, response: subjects }),
    async (request) => updateSubject(request.scope, request.params.id, request.body.name),
  );
  app.delete('/api/admin/subjects/:id', admins({ params, response: subjects }), async (request) =>
    removeSubject(request.scope, request.params.id),
  );

  app.get(
    '/api/admin/teachers/options',
    admins({ response: { 200: z.array(teacherOptionSchema) } }),
    async (request) => getTeacherOptions(request.scope),
  );

  app.get(
    '/api/admin/classes',
    admins({
      querystring: listClassesQuerySchema,
      // Without a page: every class; with one (or a search), one page of them.
      response: { 200: z.union([z.array(classSchema), classPageSchema]) },
    }),
    async (request) => getClasses(request.scope, request.query),
  );
  app.post(
    '/api/admin/classes',
    admins({ body: classInputSchema, response: { 201: classSchema } }),
    async (request, reply) =>
      reply.status(201).send(await createClass(request.scope, request.body)),
  );
  app.patch(
    '/api/admin/classes/:id',
    admins({ params, body: classUpdateSchema, response: { 200: classSchema } }),
    async (request) => editClass(request.scope, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/classes/:id',
    admins({ params, response: { 200: idParamsSchema } }),
    async (request) => removeClass(request.scope, request.params.id),
  );

  app.get(
    '/api/admin/classes/:id/students',
    admins({ params, response: enrolled }),
    async (request) => getClassStudents(request.scope, request.params.id),
  );
  app.put(
    '/api/admin/classes/:id/students',
    admins({ params, body: enrolmentInputSchema, response: enrolled }),
    async (request) => setClassStudents(request.scope, request.params.id, request.body.studentIds),
  );
  app.get(
    '/api/admin/student-options',
    admins({ querystring: studentOptionsQuerySchema, response: { 200: studentOptionsSchema } }),
    async (request) => getStudentOptions(request.scope, request.query),
  );

  app.get(
    '/api/admin/classes/:id/timetable',
    admins({ params, response: timetable }),
    async (request) => getTimetable(request.scope, request.params.id),
  );
  app.put(
    '/api/admin/classes/:id/timetable',
    admins({ params, body: timetableInputSchema, response: timetable }),
    async (request) => setTimetable(request.scope, request.params.id, request.body),
  );
}
