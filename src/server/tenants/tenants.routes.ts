import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schoolCodeSchema, tenantSchema } from '@/shared/schemas/tenants.ts';
import { getTenantByCode } from './tenants.service.ts';

const paramsSchema = z.object({ code: schoolCodeSchema });

export async function tenantRoutes(server: FastifyInstance) {
  server.withTypeProvider<ZodTypeProvider>().get(
    '/api/tenants/:code',
    {
      config: { access: 'public' },
      schema: { tags: ['tenants'], params: paramsSchema, response: { 200: tenantSchema } },
    },
    async (request) => getTenantByCode(request.scope, request.params.code),
  );
}
