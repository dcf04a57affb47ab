import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { routeGroup } from '../../platform/http/route-group.ts';
import { signInLimit } from '../../platform/http/sign-in-limit.ts';
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
  // The new sign-in paths are limited per address as the password sign-in is (auth.routes.ts).
  const limited = routeGroup(server, 'public', ['auth'], signInLimit(ctx.config));
  const own = routeGroup(server, 'signed-in', ['auth']);
  const admin = routeGroup(server, ['admin'], ['auth']);

  // ---- Sign-in with a passkey, and the second step of a password sign-in ----
  limited.post(
    '/api/auth/passkey/options',
    { body: passkeySignInOptionsSchema, response: { 200: webauthnOptionsSchema } },
    async (request) =>
      passkeys.signInOptions(request.scope, relyingParty(request), request.body.tenant_id),
  );
  limited.post(
    '/api/auth/passkey/sign-in',
    { body: passkeySignInSchema, response: { 200: sessionSchema } },
    async (request) =>
      passkeys.signInWithPasskey(
        ctx,
        request.scope,
        relyingParty(request),
        request.body,
        requestMeta(request),
      ),
  );
  limited.post(
    '/api/auth/second-factor/verify',
    { body: secondFactorVerifySchema, response: { 200: sessionSchema } },
    async (request) =>
      second.verifySecondFactor(ctx, request.scope, request.body, requestMeta(request)),
  );
  limited.post(
    '/api/auth/second-factor/setup',
    { body: mfaTokenSchema, response: { 200: totpSetupSchema } },
    async (request) => second.startRequiredSetup(ctx, request.scope, request.body.mfa_token),
  );
  limited.post(
    '/api/auth/second-factor/setup/confirm',
    { body: setupConfirmSchema, response: { 200: sessionWithCodesSchema } },
    async (request) =>
      second.confirmRequiredSetup(ctx, request.scope, request.body, requestMeta(request)),
  );

  // ---- The signed-in user's own factors ----
  own.get('/api/auth/factors', { response: { 200: securityStatusSchema } }, async (request) =>
    account.securityStatus(request.scope),
  );
  own.post(
    '/api/auth/passkeys/options',
    { response: { 200: webauthnOptionsSchema } },
    async (request) => passkeys.registrationOptions(request.scope, relyingParty(request)),
  );
  own.post(
    '/api/auth/passkeys',
    { body: addPasskeySchema, response: { 201: passkeySchema } },
    async (request) =>
      passkeys.addPasskey(request.scope, relyingParty(request), request.body, requestMeta(request)),
  );
  own.delete(
    '/api/auth/passkeys/:id',
    { params: idParams, response: { 204: noContentSchema } },
    async (request) =>
      passkeys.removePasskey(request.scope, request.params.id, requestMeta(request)),
  );
  own.post('/api/auth/totp', { response: { 200: totpSetupSchema } }, async (request) =>
    account.startOwnTotp(ctx, request.scope),
  );
  own.post(
    '/api/auth/totp/confirm',
    { body: confirmTotpSchema, response: { 200: recoveryCodesSchema } },
    async (request) =>
      account.confirmOwnTotp(ctx, request.scope, request.body.code, requestMeta(request)),
  );
  own.delete('/api/auth/totp', { response: { 204: noContentSchema } }, async (request) =>
    account.removeOwnTotp(request.scope, requestMeta(request)),
  );
  own.post(
    '/api/auth/recovery-codes',
    { response: { 200: recoveryCodesSchema } },
    async (request) => account.renewRecoveryCodes(request.scope, requestMeta(request)),
  );

  // ---- Admins: another user's reset, and the school's requirement ----
  admin.post(
    '/api/admin/second-factor/reset',
    { body: resetSecondFactorSchema, response: { 200: resetResultSchema } },
    async (request) => account.resetUserFactors(request.scope, request.body),
  );
  admin.get(
    '/api/admin/second-factor/policy',
    { response: { 200: secondFactorPolicySchema } },
    async (request) => account.secondFactorPolicy(request.scope),
  );
  admin.put(
    '/api/admin/second-factor/policy',
    { body: secondFactorPolicySchema, response: { 200: secondFactorPolicySchema } },
    async (request) =>
      account.setSecondFactorPolicy(request.scope, request.body.require_admin_second_factor),
  );
}
