import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';

/** Mark Attendance: a teacher's own classes (admins: any class), one save per class and day. */
export async function attendanceRoutes(server: FastifyInstance, ctx: AppContext) {
  const markers = routeGroup(server, ['teacher', 'admin'], ['attendance']);

  markers.get(
    '/api/teacher/classes/:classId/attendance',
    {
      params: classIdParamsSchema,
      querystring: attendanceQuerySchema,
      response: { 200: classAttendanceSchema },
    },
    async (request) =>
      getClassAttendance(request.scope, request.params.classId, request.query.date),
  );
  markers.put(
    '/api/teacher/classes/:classId/attendance/:date',
    {
      params: attendanceParamsSchema,
      body: attendanceSaveSchema,
      response: { 200: classAttendanceSavedSchema },
    },
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
