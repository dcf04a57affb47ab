import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';

/** Classes & Subjects: subjects, classes, enrolments and timetables; admins only. */
export async function classRoutes(server: FastifyInstance) {
  const admins = routeGroup(server, ['admin'], ['classes']);
  const params = idParamsSchema;
  const enrolled = { 200: z.array(enrolledStudentSchema) };
  const timetable = { 200: z.array(timetableEntrySchema) };

  const subjects = { 200: subjectListSchema };
  admins.get('/api/admin/subjects', { response: subjects }, async (request) =>
    getSubjects(request.scope),
  );
  admins.post('/api/admin/subjects/defaults', { response: subjects }, async (request) =>
    storeDefaultSubjects(request.scope),
  );
  admins.post(
    '/api/admin/subjects',
    { body: subjectInputSchema, response: { 201: subjectListSchema } },
    async (request) => createSubject(request.scope, request.body.name),
  );
  admins.patch(
    '/api/admin/subjects/:id',
    { params, body: subjectInputSchema, response: subjects },
    async (request) => updateSubject(request.scope, request.params.id, request.body.name),
  );
  admins.delete('/api/admin/subjects/:id', { params, response: subjects }, async (request) =>
    removeSubject(request.scope, request.params.id),
  );

  admins.get(
    '/api/admin/teachers/options',
    { response: { 200: z.array(teacherOptionSchema) } },
    async (request) => getTeacherOptions(request.scope),
  );

  admins.get(
    '/api/admin/classes',
    {
      querystring: listClassesQuerySchema,
      // Without a page: every class; with one (or a search), one page of them.
      response: { 200: z.union([z.array(classSchema), classPageSchema]) },
    },
    async (request) => getClasses(request.scope, request.query),
  );
  admins.post(
    '/api/admin/classes',
    { body: classInputSchema, response: { 201: classSchema } },
    async (request) => createClass(request.scope, request.body),
  );
  admins.patch(
    '/api/admin/classes/:id',
    { params, body: classUpdateSchema, response: { 200: classSchema } },
    async (request) => editClass(request.scope, request.params.id, request.body),
  );
  admins.delete(
    '/api/admin/classes/:id',
    { params, response: { 200: idParamsSchema } },
    async (request) => removeClass(request.scope, request.params.id),
  );

  admins.get('/api/admin/classes/:id/students', { params, response: enrolled }, async (request) =>
    getClassStudents(request.scope, request.params.id),
  );
  admins.put(
    '/api/admin/classes/:id/students',
    { params, body: enrolmentInputSchema, response: enrolled },
    async (request) => setClassStudents(request.scope, request.params.id, request.body.studentIds),
  );
  admins.get(
    '/api/admin/student-options',
    { querystring: studentOptionsQuerySchema, response: { 200: studentOptionsSchema } },
    async (request) => getStudentOptions(request.scope, request.query),
  );

  admins.get('/api/admin/classes/:id/timetable', { params, response: timetable }, async (request) =>
    getTimetable(request.scope, request.params.id),
  );
  admins.put(
    '/api/admin/classes/:id/timetable',
    { params, body: timetableInputSchema, response: timetable },
    async (request) => setTimetable(request.scope, request.params.id, request.body),
  );
}
