import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';

const idParams = z.object({ id: z.uuid('id must be an id') });

/** The parent's screens: dashboard, My Children, Homework, Schedule, Reports, receipts, 'Mark as done'. Parents only. */
export async function parentRoutes(server: FastifyInstance) {
  const parents = routeGroup(server, ['parent'], ['parent']);

  parents.get(
    '/api/parent/dashboard',
    { querystring: studentIdQuerySchema, response: { 200: parentDashboardSchema } },
    async (request) => getDashboard(request.scope, request.query.studentId),
  );
  parents.get(
    '/api/parent/children',
    { response: { 200: z.array(childOverviewSchema) } },
    async (request) => getChildren(request.scope),
  );
  parents.get(
    '/api/parent/homework',
    { querystring: parentHomeworkQuerySchema, response: { 200: parentHomeworkSchema } },
    async (request) => getHomework(request.scope, request.query),
  );
  parents.get('/api/parent/reports', { response: { 200: parentReportsSchema } }, async (request) =>
    getReports(request.scope),
  );
  parents.get('/api/parent/schedule', { response: { 200: childScheduleSchema } }, async (request) =>
    getSchedule(request.scope),
  );
  // Row-level security lets a parent read only their own children's payments: others are 404.
  parents.get(
    '/api/parent/payments/:id/receipt',
    { params: idParams, response: { 200: receiptSchema } },
    async (request) => getReceipt(request.scope, request.params.id),
  );
  parents.post(
    '/api/parent/submissions/:assignmentId/:studentId/done',
    { params: submissionKeySchema, response: { 200: markedDoneSchema } },
    async (request) => markDone(request.scope, request.params),
  );
}
