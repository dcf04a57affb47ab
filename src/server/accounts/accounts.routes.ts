import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSchema } from '@/shared/schemas/auth.ts';
import {
  acceptInvitationSchema,
  addUserSchema,
  adminStatsSchema,
  adminUserRowSchema,
  idParamsSchema,
  invitationLinkSchema,
  invitationPreviewSchema,
  listUsersQuerySchema,
  updateUserSchema,
  userListSchema,
} from '@/shared/schemas/people.ts';
import { noContentSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { requestMeta } from '../platform/http/request-meta.ts';
import * as people from './accounts.service.ts';
import * as invitations from './invitations.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

export async function peopleRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = routeOptions(['admin'], ['people']);

  app.get(
    '/api/admin/users',
    admins({ querystring: listUsersQuerySchema, response: { 200: userListSchema } }),
    async (request) => people.listUsers(request.scope, request.query),
  );

  app.post(
    '/api/admin/users',
    admins({ body: addUserSchema, response: { 201: adminUserRowSchema } }),
    async (request, reply) =>
      reply.status(201).send(await people.addUser(ctx, request.scope, request.body)),
  );

  app.patch(
    '/api/admin/users/:id',
    admins({
      params: idParamsSchema,
      body: updateUserSchema,
      response: { 200: adminUserRowSchema },
    }),
    async (request) => people.updateUser(request.scope, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id',
    admins({ params: idParamsSchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await people.deleteUser(request.scope, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/invitations/:id/resend',
    admins({ params: idParamsSchema, response: { 200: adminUserRowSchema } }),
    async (request) => invitations.resendInvitation(ctx, request.scope, request.params.id),
  );

  app.delete(
    '/api/admin/invitations/:id',
    admins({ params: idParamsSchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await invitations.revokeInvitation(request.scope, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/admin/stats', admins({ response: { 200: adminStatsSchema } }), async (request) =>
    people.getStats(request.scope),
  );

  const limited = {
    access: 'public',
    rateLimit: { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' },
  } as const;

  app.post(
    '/api/auth/invitation',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        body: invitationLinkSchema,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => invitations.previewInvitation(request.scope, request.body),
  );

  app.post(
    '/api/auth/accept-invitation',
    {
      config: limited,
      schema: { tags: ['auth'], body: acceptInvitationSchema, response: { 200: sessionSchema } },
    },
    async (request) =>
      invitations.acceptInvitation(ctx, request.scope, request.body, requestMeta(request)),
  );
}
