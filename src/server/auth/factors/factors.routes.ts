import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '@/shared/schemas/auth.ts';
import {
  addPasskeySchema,
  confirmTotpSchema,
  mfaTokenSchema,
  passkeySchema,
  passkeySignInOptionsSchema,
  passkeySignInSchema,
  recoveryCodesSchema,
  resetResultSchema,
  resetSecondFactorSchema,
  secondFactorPolicySchema,
  secondFactorVerifySchema,
  securityStatusSchema,
  sessionWithCodesSchema,
  setupConfirmSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
} from '@/shared/schemas/credentials.ts';
import { noContentSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import * as account from './account-factors.service.ts';
import * as passkeys from './passkeys.service.ts';
import * as second from './second-factor.service.ts';

/** The relying party is the host the browser asked: its name is the RP ID, its origin checked. */
const relyingParty = (request: FastifyRequest): passkeys.RelyingParty => ({
  id: request.hostname,
  origin: `${request.protocol}://${request.host}`,
});

const idParams = z.object({ id: z.string().uuid() });

export async function factorRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // The new sign-in paths are limited per address as the password sign-in is (auth.routes.ts).
  const rateLimit = { max: ctx.config.signInLimitPerMinute, timeWindow: '1 minute' };
  const publicLimited = <const S extends object>(schema: S) => ({
    config: { access: 'public' as const, rateLimit },
    schema: { tags: ['auth'], ...schema },
  });
  const own = routeOptions('signed-in', ['auth']);
  const admin = routeOptions(['admin'], ['auth']);

  // ---- Sign-in with a passkey, and the second step of a password sign-in ----
  app.post(
    '/api/auth/passkey/options',
    publicLimited({ body: passkeySignInOptionsSchema, response: { 200: webauthnOptionsSchema } }),
    async (request) =>
      passkeys.signInOptions(request.scope, relyingParty(request), request.body.tenant_id),
  );
  app.post(
    '/api/auth/passkey/sign-in',
    publicLimited({ body: passkeySignInSchema, response: { 200: sessionSchema } }),
    async (request) =>
      passkeys.signInWithPasskey(
        ctx,
        request.scope,
        relyingParty(request),
        request.body,
        requestMeta(request),
      ),
  );
  app.post(
    '/api/auth/second-factor/verify',
    publicLimited({ body: secondFactorVerifySchema, response: { 200: sessionSchema } }),
    async (request) =>
      second.verifySecondFactor(ctx, request.scope, request.body, requestMeta(request)),
  );
  app.post(
    '/api/auth/second-factor/setup',
    publicLimited({ body: mfaTokenSchema, response: { 200: totpSetupSchema } }),
    async (request) => second.startRequiredSetup(ctx, request.scope, request.body.mfa_token),
  );
  app.post(
    '/api/auth/second-factor/setup/confirm',
    publicLimited({ body: setupConfirmSchema, response: { 200: sessionWithCodesSchema } }),
    async (request) =>
      second.confirmRequiredSetup(ctx, request.scope, request.body, requestMeta(request)),
  );

  // ---- The signed-in user's own factors ----
  app.get('/api/auth/factors', own({ response: { 200: securityStatusSchema } }), async (request) =>
    account.securityStatus(request.scope),
  );
  app.post(
    '/api/auth/passkeys/options',
    own({ response: { 200: webauthnOptionsSchema } }),
    async (request) => passkeys.registrationOptions(request.scope, relyingParty(request)),
  );
  app.post(
    '/api/auth/passkeys',
    own({ body: addPasskeySchema, response: { 201: passkeySchema } }),
    async (request, reply) => {
      const added = await passkeys.addPasskey(
        request.scope,
        relyingParty(request),
        request.body,
        requestMeta(request),
      );
      return reply.status(201).send(added);
    },
  );
  app.delete(
    '/api/auth/passkeys/:id',
    own({ params: idParams, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await passkeys.removePasskey(request.scope, request.params.id, requestMeta(request));
      return reply.status(204).send(null);
    },
  );
  app.post('/api/auth/totp', own({ response: { 200: totpSetupSchema } }), async (request) =>
    account.startOwnTotp(ctx, request.scope),
  );
  app.post(
    '/api/auth/totp/confirm',
    { ...own({ body: confirmTotpSchema, response: { 200: recoveryCodesSchema } }) },
    async (request) =>
      account.confirmOwnTotp(ctx, request.scope, request.body.code, requestMeta(request)),
  );
  app.delete(
    '/api/auth/totp',
    own({ response: { 204: noContentSchema } }),
    async (request, reply) => {
      await account.removeOwnTotp(request.scope, requestMeta(request));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/auth/recovery-codes',
    own({ response: { 200: recoveryCodesSchema } }),
    async (request) => account.renewRecoveryCodes(request.scope, requestMeta(request)),
  );

  // ---- Admins: another user's reset, and the school's requirement ----
  app.post(
    '/api/admin/second-factor/reset',
    admin({ body: resetSecondFactorSchema, response: { 200: resetResultSchema } }),
    async (request) => account.resetUserFactors(request.scope, request.body),
  );
  app.get(
    '/api/admin/second-factor/policy',
    admin({ response: { 200: secondFactorPolicySchema } }),
    async (request) => account.secondFactorPolicy(request.scope),
  );
  app.put(
    '/api/admin/second-factor/policy',
    admin({ body: secondFactorPolicySchema, response: { 200: secondFactorPolicySchema } }),
    async (request) =>
      account.setSecondFactorPolicy(request.scope, request.body.require_admin_second_factor),
  );
}
