import type { FastifyInstance, FastifyReply } from 'fastify';
import { recoverySessionSchema } from '@/shared/schemas/auth.ts';
import {
  oidcCallbackQuerySchema,
  oidcExchangeSchema,
  oidcStartParamsSchema,
  signInProvidersQuerySchema,
  signInProvidersSchema,
} from '@/shared/schemas/identity-providers.ts';
import { redirectSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../../context.ts';
import { listSignInProviders } from '../../identity-providers/identity-providers.service.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { routeGroup } from '../../platform/http/route-group.ts';
import { signInLimit } from '../../platform/http/sign-in-limit.ts';
import { clearPendingCookie, readPendingCookie, setPendingCookie } from './oidc-cookie.ts';
import { type Landing, exchangeCode, finishCallback, startSignIn } from './oidc.service.ts';

/** To the web app, with the outcome in the fragment (browsers never send it to servers). */
function land(reply: FastifyReply, landing: Landing) {
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  return reply.redirect(`/#${landing.fragment}`);
}

/** Sign-in with the school's OpenID Connect providers (authorization code flow with PKCE). */
export async function oidcRoutes(server: FastifyInstance, ctx: AppContext) {
  const limited = routeGroup(server, 'public', ['auth'], signInLimit(ctx.config));
  const { jwtSecret, publicUrl } = ctx.config;

  limited.get(
    '/api/auth/oidc/providers',
    {
      description: "The school's enabled sign-in providers, for its sign-in screen.",
      querystring: signInProvidersQuerySchema,
      response: { 200: signInProvidersSchema },
    },
    async (request) => listSignInProviders(request.scope, request.query.tenant_id),
  );

  limited.get(
    '/api/auth/oidc/:providerId/start',
    {
      description: "Starts a sign-in: redirects to the provider's authorization page.",
      params: oidcStartParamsSchema,
      querystring: signInProvidersQuerySchema,
      response: { 302: redirectSchema },
    },
    async (request, reply) => {
      const ids = { tenantId: request.query.tenant_id, providerId: request.params.providerId };
      const started = await startSignIn(ctx, request.scope, ids, requestMeta(request));
      if ('fragment' in started) return land(reply, started);
      setPendingCookie(reply, jwtSecret, publicUrl, started.pending);
      void reply.header('cache-control', 'no-store');
      return reply.redirect(started.url);
    },
  );

  limited.get(
    '/api/auth/oidc/callback',
    {
      description:
        'Where providers send the browser back (register it as the redirect URI). Redirects to the web app with a one-time code, or with why the sign-in was refused.',
      querystring: oidcCallbackQuerySchema,
      response: { 302: redirectSchema },
    },
    async (request, reply) => {
      const pending = readPendingCookie(request, jwtSecret);
      const at = request.url.indexOf('?');
      const query = at < 0 ? '' : request.url.slice(at);
      const callbackUrl = new URL(`/api/auth/oidc/callback${query}`, publicUrl);
      clearPendingCookie(reply);
      const landing = await finishCallback(
        ctx,
        request.scope,
        pending,
        callbackUrl,
        requestMeta(request),
      );
      return land(reply, landing);
    },
  );

  limited.post(
    '/api/auth/oidc/exchange',
    {
      description: "Spends the callback's one-time code: the session.",
      body: oidcExchangeSchema,
      response: { 200: recoverySessionSchema },
    },
    async (request) => exchangeCode(ctx, request.scope, request.body, requestMeta(request)),
  );
}
