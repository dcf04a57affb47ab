import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceParamsSchema,
  attendanceQuerySchema,
  attendanceSaveSchema,
  classAttendanceSavedSchema,
  classAttendanceSchema,
  classIdParamsSchema,
} from '@/shared/schemas/attendance.ts';
import type { AppContext } from '../context.ts';
import { getClassAttendance, saveClassAttendance } from './attendance.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

/** Mark Attendance: a teacher's own classes (admins: any class), one save per class and day. */
export async function attendanceRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const markers = routeOptions(['teacher', 'admin'], ['attendance']);

  app.get(
    '/api/teacher/classes/:classId/attendance',
    markers({
      params: classIdParamsSchema,
      querystring: attendanceQuerySchema,
      response: { 200: classAttendanceSchema },
    }),
    async (request) =>
      getClassAttendance(request.scope, request.params.classId, request.query.date),
  );
  app.put(
    '/api/teacher/classes/:classId/attendance/:date',
    markers({
      params: attendanceParamsSchema,
      body: attendanceSaveSchema,
      response: { 200: classAttendanceSavedSchema },
    }),
    async (request) =>
      saveClassAttendance(
        request.scope,
        ctx,
        request.params.classId,
        request.params.date,
        request.body.marks,
      ),
  );
}
