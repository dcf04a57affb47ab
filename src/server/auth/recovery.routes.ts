import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authUserSchema,
  recoverSchema,
  recoverySentSchema,
  recoverySessionSchema,
  setPasswordSchema,
  verifyLinkSchema,
} from '@/shared/schemas/auth.ts';
import { redirectSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { requestMeta } from '../platform/http/request-meta.ts';
import { redirectToLinkPage } from './email-links.ts';
import { requestRecovery, setRecoveredPassword, verifyRecovery } from './recovery.service.ts';

export async function recoveryRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' },
  };
  // The answer goes out before the email is looked up, so its timing cannot tell whether the email
  // has an account: the lookup and the email run after it (onResponse), only for an accepted request.
  app.post(
    '/api/auth/recover',
    {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: recoverSchema, response: { 202: recoverySentSchema } },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const { scope, body } = request;
        const meta = requestMeta(request);
        ctx.afterReply.run('password recovery', () => requestRecovery(ctx, scope, body, meta));
      },
    },
    async (_request, reply) => reply.status(202).send({ sent: true }),
  );

  app.post(
    '/api/auth/verify',
    {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: verifyLinkSchema, response: { 200: recoverySessionSchema } },
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
        response: { 302: redirectSchema },
      },
    },
    async (request, reply) => {
      const link = verifyLinkSchema.safeParse(request.query);
      return redirectToLinkPage(reply, link.success ? link.data : null);
    },
  );

  app.put(
    '/api/auth/user',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], body: setPasswordSchema, response: { 200: authUserSchema } },
    },
    async (request) => setRecoveredPassword(request.scope, request.body, requestMeta(request)),
  );
}
