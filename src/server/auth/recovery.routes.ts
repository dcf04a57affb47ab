import type { FastifyInstance } from 'fastify';
import {
  authUserSchema,
  recoverSchema,
  recoverySentSchema,
  recoverySessionSchema,
  setPasswordSchema,
  verifyLinkSchema,
} from '@/shared/schemas/auth.ts';
import type { AppContext } from '../context.ts';
import { requestMeta } from '../platform/http/request-meta.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import { signInLimit } from '../platform/http/sign-in-limit.ts';
import { olderLinkRoute } from './email-links.ts';
import { requestRecovery, setRecoveredPassword, verifyRecovery } from './recovery.service.ts';

export async function recoveryRoutes(server: FastifyInstance, ctx: AppContext) {
  const limited = routeGroup(server, 'public', ['auth'], signInLimit(ctx.config));
  // The answer goes out before the email is looked up, so its timing cannot tell whether the email
  // has an account: the lookup and the email run after it (onResponse), only for an accepted request.
  limited.post(
    '/api/auth/recover',
    { body: recoverSchema, response: { 202: recoverySentSchema } },
    () => ({ sent: true }) as const,
    {
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const { scope, body } = request;
        const meta = requestMeta(request);
        ctx.afterReply.run('password recovery', () => requestRecovery(ctx, scope, body, meta));
      },
    },
  );

  limited.post(
    '/api/auth/verify',
    { body: verifyLinkSchema, response: { 200: recoverySessionSchema } },
    async (request) => verifyRecovery(ctx, request.scope, request.body, requestMeta(request)),
  );

  olderLinkRoute(
    server,
    '/api/auth/verify',
    'Recovery links of older emails: redirects to the page, spends nothing.',
    (query) => {
      const link = verifyLinkSchema.safeParse(query);
      return link.success ? link.data : null;
    },
  );

  routeGroup(server, 'signed-in', ['auth']).put(
    '/api/auth/user',
    { body: setPasswordSchema, response: { 200: authUserSchema } },
    async (request) => setRecoveredPassword(request.scope, request.body, requestMeta(request)),
  );
}
