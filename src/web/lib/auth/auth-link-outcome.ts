import { AppError } from '@/shared/errors';
import type { Session } from '@/shared/schemas/auth';
import type { Tenant } from '@/shared/schemas/tenants';
import { apiFetch } from '../api-client';
import { type AuthLink, EMAIL_CONFIRMED_MESSAGE, INVALID_LINK_MESSAGE } from './auth-link';
import { confirmEmail } from './confirm-email';
import { verifyRecoveryLink } from './verify-recovery-link';

/** Why an email link could not be spent: refused, too many attempts, or the server unreachable. */
function linkErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.status === 429) return error.message;
  return error instanceof AppError && error.status !== 0 && error.status < 500
    ? INVALID_LINK_MESSAGE
    : 'Something went wrong with the email link. Please ask for a new one.';
}

/** The school named by a recovery link, so its branding can be applied; null when unknown. */
async function lookUpLinkTenant(code: string | null): Promise<Tenant | null> {
  if (!code) return null;
  try {
    const body = await apiFetch(`/api/tenants/${encodeURIComponent(code)}`);
    const { tenantSchema } = await import('@/shared/schemas/tenants');
    const parsed = tenantSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type RecoveryLink = Extract<AuthLink, { kind: 'recovery' }>;
export type OidcLink = Extract<AuthLink, { kind: 'oidc' }>;
/** What spending a link that signs in gives: the session and its school, or why not. */
export type LinkSession = { session: Session; tenant: Tenant | null } | { error: string };
export type SignUpLink = Extract<AuthLink, { kind: 'signup' }>;

/** The session a recovery link opens and the school it named, or why it could not be spent. */
export async function openRecoveryLink(link: RecoveryLink): Promise<LinkSession> {
  let recovered;
  try {
    recovered = await verifyRecoveryLink({
      type: 'recovery',
      tenant_id: link.tenantId,
      token: link.token,
    });
  } catch (error) {
    return { error: linkErrorMessage(error) };
  }
  const { school_code: schoolCode, ...session } = recovered;
  const tenant = await lookUpLinkTenant(schoolCode);
  return { session, tenant: tenant?.id === session.user.tenant_id ? tenant : null };
}

/** The page a confirmation link opens spends its token; the school code screen says how it went. */
export async function confirmSignUpLink(
  link: SignUpLink,
): Promise<{ notice: string } | { error: string }> {
  try {
    await confirmEmail({ tenant_id: link.tenantId, token: link.token });
    return { notice: EMAIL_CONFIRMED_MESSAGE };
  } catch (error) {
    return { error: linkErrorMessage(error) };
  }
}

/**
 * The landing of a sign-in with the school's identity provider: its one-time code is spent with a
 * POST (POST /api/auth/oidc/exchange) for the session, as a password sign-in answers it.
 */
export async function openOidcLink(link: OidcLink): Promise<LinkSession> {
  let opened: unknown;
  try {
    opened = await apiFetch('/api/auth/oidc/exchange', {
      method: 'POST',
      body: { tenant_id: link.tenantId, code: link.token },
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return { error: error.message };
    return { error: 'This sign-in has expired. Please sign in again.' };
  }
  const { recoverySessionSchema } = await import('@/shared/schemas/auth');
  const parsed = recoverySessionSchema.safeParse(opened);
  if (!parsed.success) return { error: 'The server sent a session it could not read' };
  const { school_code: schoolCode, ...session } = parsed.data;
  const tenant = await lookUpLinkTenant(schoolCode);
  return { session, tenant: tenant?.id === session.user.tenant_id ? tenant : null };
}
