import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@/shared/schemas/classes.ts';
import {
  teacherClassDetailSchema,
  teacherDashboardSchema,
  teacherStudentDetailSchema,
  teacherStudentListSchema,
  teacherTimetableSchema,
} from '@/shared/schemas/teacher.ts';
import {
  getClasses,
  getDashboard,
  getStudent,
  getStudents,
  getTimetable,
} from './teacher.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

/** The teacher's own screens: dashboard, timetable, classes and students; teachers only. */
export async function teacherRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const teachers = routeOptions(['teacher'], ['teacher']);

  app.get(
    '/api/teacher/dashboard',
    teachers({ response: { 200: teacherDashboardSchema } }),
    async (request) => getDashboard(request.scope),
  );
  app.get(
    '/api/teacher/timetable',
    teachers({ response: { 200: teacherTimetableSchema } }),
    async (request) => getTimetable(request.scope),
  );
  app.get(
    '/api/teacher/classes',
    teachers({ response: { 200: z.array(teacherClassDetailSchema) } }),
    async (request) => getClasses(request.scope),
  );
  app.get(
    '/api/teacher/students',
    teachers({ response: { 200: teacherStudentListSchema } }),
    async (request) => getStudents(request.scope),
  );
  app.get(
    '/api/teacher/students/:id',
    teachers({ params: idParamsSchema, response: { 200: teacherStudentDetailSchema } }),
    async (request) => getStudent(request.scope, request.params.id),
  );
}
