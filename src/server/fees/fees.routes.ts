import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { routeOptions } from '../platform/http/route-options.ts';

const idParams = z.object({ id: z.uuid('id must be an id') });

/** Fee structures, their fee records and payments: the school's admins only. */
export async function feeRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admin = routeOptions(['admin'], ['fees']);

  app.get(
    '/api/admin/fee-structures',
    admin({ response: { 200: z.array(feeStructureSchema) } }),
    async (request) => getStructures(request.scope),
  );

  app.post(
    '/api/admin/fee-structures',
    admin({ body: feeStructureInputSchema, response: { 201: feeStructureCreatedSchema } }),
    async (request, reply) =>
      reply.status(201).send(await createStructure(request.scope, request.body)),
  );

  app.patch(
    '/api/admin/fee-structures/:id',
    admin({
      params: idParams,
      body: feeStructureUpdateSchema,
      response: { 200: feeStructureChangedSchema },
    }),
    async (request) => changeStructure(request.scope, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/fee-structures/:id',
    admin({ params: idParams, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await removeStructure(request.scope, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/fee-structures/:id/generate',
    admin({ params: idParams, response: { 200: generateResultSchema } }),
    async (request) => generateStructureRecords(request.scope, request.params.id),
  );

  app.get(
    '/api/admin/fee-records',
    admin({ querystring: feeRecordsQuerySchema, response: { 200: feeRecordPageSchema } }),
    async (request) => getRecords(request.scope, request.query),
  );

  app.post(
    '/api/admin/fee-records/:id/payments',
    admin({ params: idParams, body: paymentInputSchema, response: { 201: paymentResultSchema } }),
    async (request, reply) =>
      reply.status(201).send(await recordPayment(request.scope, request.params.id, request.body)),
  );

  app.get(
    '/api/admin/payments/:id/receipt',
    admin({ params: idParams, response: { 200: receiptSchema } }),
    async (request) => getReceipt(request.scope, request.params.id),
  );
}
