import type { FastifyInstance } from 'fastify';
import {
  attendanceQuerySchema,
  attendanceReportQuerySchema,
  attendanceReportSchema,
  unmarkedTodaySchema,
} from '@/shared/schemas/attendance.ts';
import { fileResponse } from '@/shared/schemas/responses.ts';
import {
  getAttendanceReport,
  getAttendanceReportCsv,
  getUnmarkedToday,
} from './attendance-reports.service.ts';
import { routeGroup } from '../platform/http/route-group.ts';

/** Teacher reports: attendance by class and date range, its CSV, classes not marked today. */
export async function attendanceReportRoutes(server: FastifyInstance) {
  const tags = ['reports'];
  const readers = routeGroup(server, ['teacher', 'admin'], tags);

  readers.get(
    '/api/teacher/reports/attendance',
    { querystring: attendanceReportQuerySchema, response: { 200: attendanceReportSchema } },
    async (request) => getAttendanceReport(request.scope, request.query),
  );
  readers.get(
    '/api/teacher/reports/attendance.csv',
    {
      querystring: attendanceReportQuerySchema,
      response: { 200: fileResponse(['text/csv'], 'The report as a CSV download') },
    },
    async (request, reply) => {
      const { csv, fileName } = await getAttendanceReportCsv(request.scope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
  routeGroup(server, ['teacher'], tags).get(
    '/api/teacher/reports/unmarked-today',
    { querystring: attendanceQuerySchema, response: { 200: unmarkedTodaySchema } },
    async (request) => getUnmarkedToday(request.scope, request.query.date),
  );
}
