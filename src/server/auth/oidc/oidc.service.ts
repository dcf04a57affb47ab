import { AppError } from '@/shared/errors.ts';
import type { RecoverySession } from '@/shared/schemas/auth.ts';
import { OIDC_MESSAGES } from '@/shared/rules/oidc-messages.ts';
import type { OidcExchangeInput } from '@/shared/schemas/identity-providers.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import {
  oidcRedirectUri,
  providerForSignIn,
} from '../../identity-providers/identity-providers.service.ts';
import { insertAudit } from '../../platform/audit/audit.queries.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import * as authQ from '../auth.queries.ts';
import { startSession } from '../start-session.ts';
import { newLinkToken, sha256 } from '../tokens.ts';
import { type Refusal, accountForEmail } from './oidc-account.ts';
import { type PendingSignIn, beginSignIn, finishSignIn } from './oidc-client.ts';
import { PENDING_SECONDS } from './oidc-cookie.ts';
import * as q from './oidc.queries.ts';

/** How long the web app has to spend the code the callback hands it. */
export const HANDOFF_SECONDS = 60;

/** Where the browser goes next: the site root with a fragment (never sent to servers or logs). */
export type Landing = { fragment: string };

const refusedLanding = (message: string): Landing => ({
  fragment: new URLSearchParams({ error: 'access_denied', error_description: message }).toString(),
});

async function auditRefusal(
  scope: RequestScope,
  tenantId: string,
  details: { provider: string | null; reason: string; subject: string | null; ip: string | null },
) {
  await scope.asSchool(tenantId, (tx) =>
    insertAudit(tx, {
      tenantId,
      action: 'auth.sign_in_refused',
      subject: details.subject,
      ip: details.ip,
      details: { provider: details.provider, reason: details.reason, method: 'oidc' },
    }),
  );
}

/** The provider's authorization URL, or the landing of a provider that is not available. */
export async function startSignIn(
  ctx: AppContext,
  scope: RequestScope,
  ids: { tenantId: string; providerId: string },
  meta: RequestMeta,
): Promise<{ url: string; pending: PendingSignIn } | Landing> {
  const provider = await scope.asSchool(ids.tenantId, async (tx) => {
    // A school id that does not exist has nowhere to log to, and gets the same answer.
    if (!(await authQ.tenantExists(tx, ids.tenantId))) return null;
    const found = await providerForSignIn(ctx, tx, ids.tenantId, ids.providerId);
    if (found) return found;
    await insertAudit(tx, {
      tenantId: ids.tenantId,
      action: 'auth.sign_in_refused',
      ip: meta.ip,
      details: { method: 'oidc', provider_id: ids.providerId, reason: 'provider unavailable' },
    });
    return null;
  });
  if (!provider) return refusedLanding(OIDC_MESSAGES.unavailable);
  try {
    const redirectUri = oidcRedirectUri(ctx.config.publicUrl);
    return await beginSignIn(provider, redirectUri, ids, PENDING_SECONDS * 1000);
  } catch (error) {
    ctx.log.warn({ provider: provider.id, err: (error as Error).message }, 'OIDC discovery failed');
    await auditRefusal(scope, ids.tenantId, {
      provider: provider.displayName,
      reason: 'provider unreachable',
      subject: null,
      ip: meta.ip,
    });
    return refusedLanding(OIDC_MESSAGES.unavailable);
  }
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * The provider sent the browser back: checks the attempt (state, PKCE, nonce, the ID token's
 * signature, issuer and audience), then the email (verified, in an allowed domain), then the
 * account. A sign-in ends in a one-time code for the web app; a refusal in its message.
 */
export async function finishCallback(
  ctx: AppContext,
  scope: RequestScope,
  pending: PendingSignIn | null,
  callbackUrl: URL,
  meta: RequestMeta,
): Promise<Landing> {
  // Without the browser's own attempt there is no school to log to: nothing is spent.
  if (!pending) return refusedLanding(OIDC_MESSAGES.expired);
  const { tenantId, providerId } = pending;
  const provider = await scope.asSchool(tenantId, (tx) =>
    providerForSignIn(ctx, tx, tenantId, providerId),
  );
  const refuse = async ({ refused, reason }: Refusal, subject: string | null = null) => {
    const name = provider?.displayName ?? null;
    await auditRefusal(scope, tenantId, { provider: name, reason, subject, ip: meta.ip });
    return refusedLanding(OIDC_MESSAGES[refused]);
  };
  if (!provider) return refuse({ refused: 'unavailable', reason: 'provider disabled or removed' });
  const providerError = callbackUrl.searchParams.get('error');
  if (providerError) {
    return refuse({ refused: 'cancelled', reason: `provider said ${providerError.slice(0, 100)}` });
  }
  let identity;
  try {
    identity = await finishSignIn(provider, callbackUrl, pending);
  } catch (error) {
    // openid-client words its errors generally; their cause says which check failed.
    const { cause, message } = error as Error;
    const why = (cause instanceof Error ? cause.message : message).slice(0, 200);
    return refuse({ refused: 'failed', reason: `token check failed: ${why}` });
  }
  const { email } = identity;
  if (!email || !identity.emailVerified) {
    return refuse({ refused: 'unverified', reason: 'email not verified' }, email);
  }
  if (!provider.allowedDomains.includes(domainOf(email))) {
    return refuse({ refused: 'wrongDomain', reason: 'email domain not allowed' }, email);
  }
  const account = await accountForEmail(scope, tenantId, email);
  if ('refused' in account) return refuse(account, email);
  const code = newLinkToken();
  await scope.asSchool(tenantId, (tx) =>
    q.insertHandoff(tx, { tenantId, codeHash: code.hash, userId: account.userId, providerId }),
  );
  return {
    fragment: new URLSearchParams({
      type: 'oidc',
      tenant_id: tenantId,
      code: code.token,
    }).toString(),
  };
}

/** The web app spends the callback's one-time code: the session, as a password sign-in gives. */
export async function exchangeCode(
  ctx: AppContext,
  scope: RequestScope,
  input: OidcExchangeInput,
  meta: RequestMeta,
): Promise<RecoverySession> {
  const tenantId = input.tenant_id;
  const session = await scope.asSchool(tenantId, async (tx) => {
    const spent = await q.spendHandoff(tx, sha256(input.code), HANDOFF_SECONDS);
    if (!spent) return null;
    const user = await authQ.findUserById(tx, spent.user_id);
    const school = await authQ.findSchoolCode(tx, tenantId);
    if (!user || user.status !== 'active' || !school) return null;
    const details = { method: 'oidc', provider_id: spent.provider_id };
    return {
      ...(await startSession(ctx, tx, user, meta, details)),
      school_code: school.school_code,
    };
  });
  if (!session) throw new AppError('INVALID_LINK', OIDC_MESSAGES.expired);
  return session;
}
