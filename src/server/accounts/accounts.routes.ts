import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';
import { signInLimit } from '../platform/http/sign-in-limit.ts';

export async function peopleRoutes(server: FastifyInstance, ctx: AppContext) {
  const admins = routeGroup(server, ['admin'], ['people']);

  admins.get(
    '/api/admin/users',
    { querystring: listUsersQuerySchema, response: { 200: userListSchema } },
    async (request) => people.listUsers(request.scope, request.query),
  );

  admins.post(
    '/api/admin/users',
    { body: addUserSchema, response: { 201: adminUserRowSchema } },
    async (request) => people.addUser(ctx, request.scope, request.body),
  );

  admins.patch(
    '/api/admin/users/:id',
    { params: idParamsSchema, body: updateUserSchema, response: { 200: adminUserRowSchema } },
    async (request) => people.updateUser(request.scope, request.params.id, request.body),
  );

  admins.delete(
    '/api/admin/users/:id',
    { params: idParamsSchema, response: { 204: noContentSchema } },
    async (request) => people.deleteUser(request.scope, request.params.id),
  );

  admins.post(
    '/api/admin/invitations/:id/resend',
    { params: idParamsSchema, response: { 200: adminUserRowSchema } },
    async (request) => invitations.resendInvitation(ctx, request.scope, request.params.id),
  );

  admins.delete(
    '/api/admin/invitations/:id',
    { params: idParamsSchema, response: { 204: noContentSchema } },
    async (request) => invitations.revokeInvitation(request.scope, request.params.id),
  );

  admins.get('/api/admin/stats', { response: { 200: adminStatsSchema } }, async (request) =>
    people.getStats(request.scope),
  );

  const limited = routeGroup(server, 'public', ['auth'], signInLimit(ctx.config));

  limited.post(
    '/api/auth/invitation',
    { body: invitationLinkSchema, response: { 200: invitationPreviewSchema } },
    async (request) => invitations.previewInvitation(request.scope, request.body),
  );

  limited.post(
    '/api/auth/accept-invitation',
    { body: acceptInvitationSchema, response: { 200: sessionSchema } },
    async (request) =>
      invitations.acceptInvitation(ctx, request.scope, request.body, requestMeta(request)),
  );
}
