import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@/shared/schemas/settings.ts';
import { listActivity } from './audit.service.ts';

/** The activity view of the audit log on /admin/settings; admins only. */
export async function auditRoutes(server: FastifyInstance) {
  server.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['settings'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listActivity(request.scope, request.query),
  );
}
