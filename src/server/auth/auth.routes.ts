import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authUserSchema,
  changePasswordSchema,
  confirmEmailSchema,
  emailConfirmedSchema,
  refreshSchema,
  sessionSchema,
  signInSchema,
  signUpResultSchema,
  signUpSchema,
} from '@/shared/schemas/auth.ts';
import { signInResultSchema } from '@/shared/schemas/credentials.ts';
import { noContentSchema, redirectSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { requestMeta } from '../platform/http/request-meta.ts';
import * as auth from './auth.service.ts';
import { redirectToLinkPage } from './email-links.ts';

export async function authRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const limited = {
    rateLimit: { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: signInSchema, response: { 200: signInResultSchema } },
    },
    async (request) => auth.signIn(ctx, request.scope, request.body, requestMeta(request)),
  );

  app.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: signUpSchema, response: { 201: signUpResultSchema } },
    },
    async (request, reply) => {
      const result = await auth.signUp(ctx, request.scope, request.body, requestMeta(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/confirm',
    {
      config: { access: 'public', ...limited },
      schema: { tags: ['auth'], body: confirmEmailSchema, response: { 200: emailConfirmedSchema } },
    },
    async (request) => auth.confirmEmail(request.scope, request.body),
  );

  app.get(
    '/api/auth/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        deprecated: true,
        description: 'Confirmation links of older emails: redirects to the page, spends nothing.',
        response: { 302: redirectSchema },
      },
    },
    async (request, reply) => {
      const link = confirmEmailSchema.safeParse(request.query);
      return redirectToLinkPage(reply, link.success ? { type: 'signup', ...link.data } : null);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: refreshSchema, response: { 200: sessionSchema } },
    },
    async (request) =>
      auth.refresh(ctx, request.scope, request.body.refresh_token, requestMeta(request)),
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await auth.signOut(request.scope, requestMeta(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], response: { 200: authUserSchema } },
    },
    async (request) => auth.getUser(request.scope),
  );

  app.post(
    '/api/auth/password',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], body: changePasswordSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await auth.changePassword(request.scope, request.body, requestMeta(request));
      return reply.status(204).send(null);
    },
  );
}
