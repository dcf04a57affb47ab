import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classInputSchema,
  classUpdateSchema,
  enrolmentInputSchema,
  idParamsSchema,
  listClassesQuerySchema,
  studentOptionsQuerySchema,
  subjectInputSchema,
  timetableInputSchema,
} from '@/shared/schemas/classes.ts';
import {
  createClass,
  createSubject,
  editClass,
  getClassStudents,
  getClasses,
  getStudentOptions,
  getSubjects,
  getTeacherOptions,
  getTimetable,
  removeClass,
  removeSubject,
  setClassStudents,
  setTimetable,
  storeDefaultSubjects,
  updateSubject,
} from './classes.service.ts';

/** Classes & Subjects: subjects, classes, enrolments and timetables; admins only. */
export async function classRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = { access: ['admin'] } as const;
  const tags = ['classes'];
  const params = idParamsSchema;

  app.get('/api/admin/subjects', { config: admins, schema: { tags } }, async (request) =>
    getSubjects(request.scope),
  );
  app.post('/api/admin/subjects/defaults', { config: admins, schema: { tags } }, async (request) =>
    storeDefaultSubjects(request.scope),
  );
  app.post(
    '/api/admin/subjects',
    { config: admins, schema: { tags, body: subjectInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await createSubject(request.scope, request.body.name)),
  );
  app.patch(
    '/api/admin/subjects/:id',
    { config: admins, schema: { tags, params, body: subjectInputSchema } },
    async (request) => updateSubject(request.scope, request.params.id, request.body.name),
  );
  app.delete(
    '/api/admin/subjects/:id',
    { config: admins, schema: { tags, params } },
    async (request) => removeSubject(request.scope, request.params.id),
  );

  app.get('/api/admin/teachers/options', { config: admins, schema: { tags } }, async (request) =>
    getTeacherOptions(request.scope),
  );

  app.get(
    '/api/admin/classes',
    { config: admins, schema: { tags, querystring: listClassesQuerySchema } },
    async (request) => getClasses(request.scope, request.query),
  );
  app.post(
    '/api/admin/classes',
    { config: admins, schema: { tags, body: classInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await createClass(request.scope, request.body)),
  );
  app.patch(
    '/api/admin/classes/:id',
    { config: admins, schema: { tags, params, body: classUpdateSchema } },
    async (request) => editClass(request.scope, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/classes/:id',
    { config: admins, schema: { tags, params } },
    async (request) => removeClass(request.scope, request.params.id),
  );

  app.get(
    '/api/admin/classes/:id/students',
    { config: admins, schema: { tags, params } },
    async (request) => getClassStudents(request.scope, request.params.id),
  );
  app.put(
    '/api/admin/classes/:id/students',
    { config: admins, schema: { tags, params, body: enrolmentInputSchema } },
    async (request) => setClassStudents(request.scope, request.params.id, request.body.studentIds),
  );
  app.get(
    '/api/admin/student-options',
    { config: admins, schema: { tags, querystring: studentOptionsQuerySchema } },
    async (request) => getStudentOptions(request.scope, request.query),
  );

  app.get(
    '/api/admin/classes/:id/timetable',
    { config: admins, schema: { tags, params } },
    async (request) => getTimetable(request.scope, request.params.id),
  );
  app.put(
    '/api/admin/classes/:id/timetable',
    { config: admins, schema: { tags, params, body: timetableInputSchema } },
    async (request) => setTimetable(request.scope, request.params.id, request.body),
  );
}
