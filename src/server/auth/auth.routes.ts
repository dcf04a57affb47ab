import type { FastifyInstance } from 'fastify';
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
import { noContentSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { requestMeta } from '../platform/http/request-meta.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import { signInLimit } from '../platform/http/sign-in-limit.ts';
import * as auth from './auth.service.ts';
import { olderLinkRoute } from './email-links.ts';

export async function authRoutes(server: FastifyInstance, ctx: AppContext) {
  const visitors = routeGroup(server, 'public', ['auth']);
  const limited = routeGroup(server, 'public', ['auth'], signInLimit(ctx.config));
  const signedIn = routeGroup(server, 'signed-in', ['auth']);

  limited.post(
    '/api/auth/sign-in',
    { body: signInSchema, response: { 200: signInResultSchema } },
    async (request) => auth.signIn(ctx, request.scope, request.body, requestMeta(request)),
  );

  limited.post(
    '/api/auth/sign-up',
    { body: signUpSchema, response: { 201: signUpResultSchema } },
    async (request) => auth.signUp(ctx, request.scope, request.body, requestMeta(request)),
  );

  limited.post(
    '/api/auth/confirm',
    { body: confirmEmailSchema, response: { 200: emailConfirmedSchema } },
    async (request) => auth.confirmEmail(request.scope, request.body),
  );

  olderLinkRoute(
    server,
    '/api/auth/confirm',
    'Confirmation links of older emails: redirects to the page, spends nothing.',
    (query) => {
      const link = confirmEmailSchema.safeParse(query);
      return link.success ? { type: 'signup', ...link.data } : null;
    },
  );

  visitors.post(
    '/api/auth/refresh',
    { body: refreshSchema, response: { 200: sessionSchema } },
    async (request) =>
      auth.refresh(ctx, request.scope, request.body.refresh_token, requestMeta(request)),
  );

  signedIn.post('/api/auth/sign-out', { response: { 204: noContentSchema } }, async (request) =>
    auth.signOut(request.scope, requestMeta(request)),
  );

  signedIn.get('/api/auth/user', { response: { 200: authUserSchema } }, async (request) =>
    auth.getUser(request.scope),
  );

  signedIn.post(
    '/api/auth/password',
    { body: changePasswordSchema, response: { 204: noContentSchema } },
    async (request) => auth.changePassword(request.scope, request.body, requestMeta(request)),
  );
}
