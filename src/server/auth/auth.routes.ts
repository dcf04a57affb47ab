import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changePasswordSchema,
  refreshSchema,
  signInSchema,
  signUpSchema,
} from '@/shared/schemas/auth.ts';
import type { AppContext } from '../context.ts';
import { validate } from '../http/validate.ts';
import { authenticate, requestMeta } from './authenticate.ts';
import * as auth from './auth.service.ts';

const confirmQuerySchema = z.object({
  token: z.string().min(1).max(200),
  tenant_id: z.string().uuid(),
});

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/auth/sign-in',
    {
      config: {
        rateLimit: { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => auth.signIn(ctx, validate(signInSchema, request.body), requestMeta(request)),
  );

  app.post(
    '/api/auth/sign-up',
    { config: { rateLimit: { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const result = await auth.signUp(
        ctx,
        validate(signUpSchema, request.body),
        requestMeta(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.get('/api/auth/confirm', async (request, reply) => {
    const query = validate(confirmQuerySchema, request.query, 'query');
    const confirmed = await auth.confirmEmail(ctx, query.tenant_id, query.token);
    return reply.redirect(confirmed ? '/?confirmed=1' : '/?confirmed=0');
  });

  app.post('/api/auth/refresh', async (request) =>
    auth.refresh(ctx, validate(refreshSchema, request.body).refresh_token, requestMeta(request)),
  );

  app.post('/api/auth/sign-out', async (request, reply) => {
    await auth.signOut(ctx, await authenticate(ctx, request), requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/api/auth/user', async (request) => auth.getUser(ctx, await authenticate(ctx, request)));

  app.post('/api/auth/password', async (request, reply) => {
    const caller = await authenticate(ctx, request);
    await auth.changePassword(
      ctx,
      caller,
      validate(changePasswordSchema, request.body),
      requestMeta(request),
    );
    return reply.status(204).send();
  });
}
