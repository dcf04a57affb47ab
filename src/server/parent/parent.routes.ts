import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptSchema } from '@/shared/schemas/fees.ts';
import {
  childOverviewSchema,
  childScheduleSchema,
  markedDoneSchema,
  parentDashboardSchema,
  parentHomeworkQuerySchema,
  parentReportsSchema,
  parentHomeworkSchema,
  studentIdQuerySchema,
  submissionKeySchema,
} from '@/shared/schemas/parent.ts';
import { getReceipt } from '../fees/fee-records.service.ts';
import { getReports } from './parent-reports.service.ts';
import { getChildren, getDashboard, getHomework, getSchedule, markDone } from './parent.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

const idParams = z.object({ id: z.uuid('id must be an id') });

/** The parent's screens: dashboard, My Children, Homework, Schedule, Reports, receipts, 'Mark as done'. Parents only. */
export async function parentRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const parents = routeOptions(['parent'], ['parent']);

  app.get(
    '/api/parent/dashboard',
    parents({ querystring: studentIdQuerySchema, response: { 200: parentDashboardSchema } }),
    async (request) => getDashboard(request.scope, request.query.studentId),
  );
  app.get(
    '/api/parent/children',
    parents({ response: { 200: z.array(childOverviewSchema) } }),
    async (request) => getChildren(request.scope),
  );
  app.get(
    '/api/parent/homework',
    parents({ querystring: parentHomeworkQuerySchema, response: { 200: parentHomeworkSchema } }),
    async (request) => getHomework(request.scope, request.query),
  );
  app.get(
    '/api/parent/reports',
    parents({ response: { 200: parentReportsSchema } }),
    async (request) => getReports(request.scope),
  );
  app.get(
    '/api/parent/schedule',
    parents({ response: { 200: childScheduleSchema } }),
    async (request) => getSchedule(request.scope),
  );
  // Row-level security lets a parent read only their own children's payments: others are 404.
  app.get(
    '/api/parent/payments/:id/receipt',
    parents({ params: idParams, response: { 200: receiptSchema } }),
    async (request) => getReceipt(request.scope, request.params.id),
  );
  app.post(
    '/api/parent/submissions/:assignmentId/:studentId/done',
    parents({ params: submissionKeySchema, response: { 200: markedDoneSchema } }),
    async (request) => markDone(request.scope, request.params),
  );
}
