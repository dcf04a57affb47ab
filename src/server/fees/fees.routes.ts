import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  feeRecordPageSchema,
  feeRecordsQuerySchema,
  feeStructureChangedSchema,
  feeStructureCreatedSchema,
  feeStructureInputSchema,
  feeStructureSchema,
  feeStructureUpdateSchema,
  generateResultSchema,
  paymentInputSchema,
  paymentResultSchema,
  receiptSchema,
} from '@/shared/schemas/fees.ts';
import { noContentSchema } from '@/shared/schemas/responses.ts';
import {
  changeStructure,
  createStructure,
  generateStructureRecords,
  getStructures,
  removeStructure,
} from './fees.service.ts';
import { getReceipt, getRecords, recordPayment } from './fee-records.service.ts';
import { routeGroup } from '../platform/http/route-group.ts';

const idParams = z.object({ id: z.uuid('id must be an id') });

/** Fee structures, their fee records and payments: the school's admins only. */
export async function feeRoutes(server: FastifyInstance) {
  const admin = routeGroup(server, ['admin'], ['fees']);

  admin.get(
    '/api/admin/fee-structures',
    { response: { 200: z.array(feeStructureSchema) } },
    async (request) => getStructures(request.scope),
  );

  admin.post(
    '/api/admin/fee-structures',
    { body: feeStructureInputSchema, response: { 201: feeStructureCreatedSchema } },
    async (request) => createStructure(request.scope, request.body),
  );

  admin.patch(
    '/api/admin/fee-structures/:id',
    {
      params: idParams,
      body: feeStructureUpdateSchema,
      response: { 200: feeStructureChangedSchema },
    },
    async (request) => changeStructure(request.scope, request.params.id, request.body),
  );

  admin.delete(
    '/api/admin/fee-structures/:id',
    { params: idParams, response: { 204: noContentSchema } },
    async (request) => removeStructure(request.scope, request.params.id),
  );

  admin.post(
    '/api/admin/fee-structures/:id/generate',
    { params: idParams, response: { 200: generateResultSchema } },
    async (request) => generateStructureRecords(request.scope, request.params.id),
  );

  admin.get(
    '/api/admin/fee-records',
    { querystring: feeRecordsQuerySchema, response: { 200: feeRecordPageSchema } },
    async (request) => getRecords(request.scope, request.query),
  );

  admin.post(
    '/api/admin/fee-records/:id/payments',
    { params: idParams, body: paymentInputSchema, response: { 201: paymentResultSchema } },
    async (request) => recordPayment(request.scope, request.params.id, request.body),
  );

  admin.get(
    '/api/admin/payments/:id/receipt',
    { params: idParams, response: { 200: receiptSchema } },
    async (request) => getReceipt(request.scope, request.params.id),
  );
}
