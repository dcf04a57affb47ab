import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recoverSchema, setPasswordSchema } from '@/shared/schemas/auth.ts';
import type { AppContext } from '../context.ts';
import { requestMeta } from '../http/request-meta.ts';
import { requestRecovery, setRecoveredPassword, verifyRecovery } from './recovery.service.ts';

const verifyQuerySchema = z.object({
  type: z.literal('recovery'),
  token: z.string().min(1).max(200),
  tenant_id: z.string().uuid(),
});

const INVALID_LINK = new URLSearchParams({
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
}).toString();

export async function recoveryRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/auth/recover',
    {
      config: {
        access: 'public',
        rateLimit: { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags: ['auth'], body: recoverSchema },
    },
    async (request, reply) => {
      await requestRecovery(ctx, request.scope, request.body, requestMeta(request));
      return reply.status(202).send({ sent: true });
    },
  );

  // A link opened in a browser: every outcome is a redirect to the site root. The tokens travel in
  // the fragment, which browsers never send to servers or in Referer headers.
  app.get(
    '/api/auth/verify',
    { config: { access: 'public' }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const query = verifyQuerySchema.safeParse(request.query);
      const verified = query.success
        ? await verifyRecovery(
            ctx,
            request.scope,
            query.data.tenant_id,
            query.data.token,
            requestMeta(request),
          )
        : null;
      if (!verified) return reply.redirect(`/#${INVALID_LINK}`);
      const { session, schoolCode } = verified;
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        expires_in: String(session.expires_in),
        expires_at: String(session.expires_at),
        token_type: session.token_type,
        type: 'recovery',
        school_code: schoolCode,
      });
      return reply.redirect(`/#${fragment.toString()}`);
    },
  );

  app.put(
    '/api/auth/user',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], body: setPasswordSchema } },
    async (request) => setRecoveredPassword(request.scope, request.body, requestMeta(request)),
  );
}
