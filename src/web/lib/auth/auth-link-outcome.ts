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
export type SignUpLink = Extract<AuthLink, { kind: 'signup' }>;

/** The session a recovery link opens and the school it named, or why it could not be spent. */
export async function openRecoveryLink(
  link: RecoveryLink,
): Promise<{ session: Session; tenant: Tenant | null } | { error: string }> {
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
