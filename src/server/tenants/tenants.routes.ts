import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { schoolCodeSchema } from '@/shared/schemas/tenants.ts';
import type { AppContext } from '../context.ts';
import { validate } from '../http/validate.ts';
import { getTenantByCode } from './tenants.service.ts';

const paramsSchema = z.object({ code: schoolCodeSchema });

export async function tenantRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/tenants/:code', async (request) => {
    const { code } = validate(paramsSchema, request.params, 'code');
    return getTenantByCode(ctx, code);
  });
}
