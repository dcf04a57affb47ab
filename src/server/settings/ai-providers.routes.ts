import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiProvidersSchema } from '@/shared/schemas/ai-providers.ts';
import type { AppContext } from '../context.ts';
import { NO_AI } from '../platform/ai/providers.ts';
import { providerStatus } from '../platform/ai/provider-status.ts';

/** /admin/settings: which AI providers this server has set up (admins only; never a key). */
export async function aiProvidersRoutes(server: FastifyInstance, ctx: AppContext) {
  const ai = ctx.config.ai ?? NO_AI;
  server.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/settings/ai-providers',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['settings'],
        description:
          "The chat's providers and whether each is set up on the server, with what to set when not; and how documents are searched.",
        response: { 200: aiProvidersSchema },
      },
    },
    // Server configuration, the same for every school: the caller's session and role are checked.
    async (request) => request.scope.asCaller(async () => providerStatus(ai)),
  );
}
