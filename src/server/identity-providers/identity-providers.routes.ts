import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { routeOptions } from '../platform/http/route-options.ts';
import * as service from './identity-providers.service.ts';

const providerParams = idParams('Not a sign-in provider id');

/** /admin/settings, sign-in: the school's OpenID Connect providers and password sign-in by role. */
export async function identityProviderRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = routeOptions(['admin'], ['settings']);
  const methods = { 200: signInMethodsSchema };

  app.get('/api/admin/sign-in-methods', admins({ response: methods }), async (request) =>
    service.getSignInMethods(ctx, request.scope),
  );
  app.put(
    '/api/admin/sign-in-methods/password',
    admins({ body: passwordSignInOffSchema, response: methods }),
    async (request) =>
      service.setPasswordSignInOff(ctx, request.scope, request.body.password_sign_in_off),
  );
  app.post(
    '/api/admin/identity-providers',
    admins({ body: identityProviderInputSchema, response: { 201: identityProviderSchema } }),
    async (request, reply) =>
      reply.status(201).send(await service.addProvider(ctx, request.scope, request.body)),
  );
  app.put(
    '/api/admin/identity-providers/:id',
    admins({
      params: providerParams,
      body: identityProviderPatchSchema,
      response: { 200: identityProviderSchema },
    }),
    async (request) => service.changeProvider(ctx, request.scope, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/identity-providers/:id',
    admins({ params: providerParams, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await service.removeProvider(request.scope, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
