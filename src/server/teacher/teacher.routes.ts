import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';

/** The teacher's own screens: dashboard, timetable, classes and students; teachers only. */
export async function teacherRoutes(server: FastifyInstance) {
  const teachers = routeGroup(server, ['teacher'], ['teacher']);

  teachers.get(
    '/api/teacher/dashboard',
    { response: { 200: teacherDashboardSchema } },
    async (request) => getDashboard(request.scope),
  );
  teachers.get(
    '/api/teacher/timetable',
    { response: { 200: teacherTimetableSchema } },
    async (request) => getTimetable(request.scope),
  );
  teachers.get(
    '/api/teacher/classes',
    { response: { 200: z.array(teacherClassDetailSchema) } },
    async (request) => getClasses(request.scope),
  );
  teachers.get(
    '/api/teacher/students',
    { response: { 200: teacherStudentListSchema } },
    async (request) => getStudents(request.scope),
  );
  teachers.get(
    '/api/teacher/students/:id',
    { params: idParamsSchema, response: { 200: teacherStudentDetailSchema } },
    async (request) => getStudent(request.scope, request.params.id),
  );
}
