import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { routeOptions } from '../platform/http/route-options.ts';

/** Teacher reports: attendance by class and date range, its CSV, classes not marked today. */
export async function attendanceReportRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const readers = routeOptions(['teacher', 'admin'], tags);

  app.get(
    '/api/teacher/reports/attendance',
    readers({
      querystring: attendanceReportQuerySchema,
      response: { 200: attendanceReportSchema },
    }),
    async (request) => getAttendanceReport(request.scope, request.query),
  );
  app.get(
    '/api/teacher/reports/attendance.csv',
    readers({
      querystring: attendanceReportQuerySchema,
      response: { 200: fileResponse(['text/csv'], 'The report as a CSV download') },
    }),
    async (request, reply) => {
      const { csv, fileName } = await getAttendanceReportCsv(request.scope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
  app.get(
    '/api/teacher/reports/unmarked-today',
    {
      config: { access: ['teacher'] },
      schema: { tags, querystring: attendanceQuerySchema, response: { 200: unmarkedTodaySchema } },
    },
    async (request) => getUnmarkedToday(request.scope, request.query.date),
  );
}
