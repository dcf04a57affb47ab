import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recoverSchema, setPasswordSchema, verifyLinkSchema } from '@/shared/schemas/auth.ts';
import type { AppContext } from '../context.ts';
import { requestMeta } from '../http/request-meta.ts';
import { redirectToLinkPage } from './email-links.ts';
import { requestRecovery, setRecoveredPassword, verifyRecovery } from './recovery.service.ts';

export async function recoveryRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' },
  };
  app.post(
    '/api/auth/recover',
    {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: recoverSchema },
    },
    async (request, reply) => {
      await requestRecovery(ctx, request.scope, request.body, requestMeta(request));
      return reply.status(202).send({ sent: true });
    },
  );

  app.post(
    '/api/auth/verify',
    {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: verifyLinkSchema },
    },
    async (request) => verifyRecovery(ctx, request.scope, request.body, requestMeta(request)),
  );

  app.get(
    '/api/auth/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        deprecated: true,
        description: 'Recovery links of older emails: redirects to the page, spends nothing.',
      },
    },
    async (request, reply) => {
      const link = verifyLinkSchema.safeParse(request.query);
      return redirectToLinkPage(reply, link.success ? link.data : null);
    },
  );

  app.put(
    '/api/auth/user',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], body: setPasswordSchema } },
    async (request) => setRecoveredPassword(request.scope, request.body, requestMeta(request)),
  );
}
