import type { FastifyInstance } from 'fastify';
import { idParams } from '@/shared/schemas/fields.ts';
import {
  identityProviderInputSchema,
  identityProviderPatchSchema,
  identityProviderSchema,
  passwordSignInOffSchema,
  signInMethodsSchema,
} from '@/shared/schemas/identity-providers.ts';
import { noContentSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import * as service from './identity-providers.service.ts';

const providerParams = idParams('Not a sign-in provider id');

/** /admin/settings, sign-in: the school's OpenID Connect providers and password sign-in by role. */
export async function identityProviderRoutes(server: FastifyInstance, ctx: AppContext) {
  const admins = routeGroup(server, ['admin'], ['settings']);
  const methods = { 200: signInMethodsSchema };

  admins.get('/api/admin/sign-in-methods', { response: methods }, async (request) =>
    service.getSignInMethods(ctx, request.scope),
  );
  admins.put(
    '/api/admin/sign-in-methods/password',
    { body: passwordSignInOffSchema, response: methods },
    async (request) =>
      service.setPasswordSignInOff(ctx, request.scope, request.body.password_sign_in_off),
  );
  admins.post(
    '/api/admin/identity-providers',
    { body: identityProviderInputSchema, response: { 201: identityProviderSchema } },
    async (request) => service.addProvider(ctx, request.scope, request.body),
  );
  admins.put(
    '/api/admin/identity-providers/:id',
    {
      params: providerParams,
      body: identityProviderPatchSchema,
      response: { 200: identityProviderSchema },
    },
    async (request) => service.changeProvider(ctx, request.scope, request.params.id, request.body),
  );
  admins.delete(
    '/api/admin/identity-providers/:id',
    { params: providerParams, response: { 204: noContentSchema } },
    async (request) => service.removeProvider(request.scope, request.params.id),
  );
}
