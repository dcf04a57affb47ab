import { randomBytes } from 'node:crypto';
import type { OIDC_MESSAGES } from '@/shared/rules/oidc-messages.ts';
import { insertAudit } from '../../platform/audit/audit.queries.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import * as authQ from '../auth.queries.ts';
import { insertInvitedUser } from '../invited-account.ts';
import { hashPassword } from '../passwords.ts';
import * as q from './oidc.queries.ts';

export type Refusal = { refused: keyof typeof OIDC_MESSAGES; reason: string };

/**
 * The account a provider's verified email signs in to: one that exists in the school, or one an
 * open invitation of the school names (accepted now, with the invitation's role: the provider
 * never gives a role). Its password is random and unknown, so the invited person signs in with
 * the provider (or sets one through password recovery).
 */
export async function accountForEmail(
  scope: RequestScope,
  tenantId: string,
  email: string,
): Promise<{ userId: string } | Refusal> {
  const found = await scope.asSchool(tenantId, async (tx) => ({
    user: await authQ.findUserForSignIn(tx, email),
    invitation: await q.findOpenInvitationByEmail(tx, email),
  }));
  if (found.user) {
    return found.user.status === 'active'
      ? { userId: found.user.id }
      : { refused: 'inactive', reason: 'account inactive' };
  }
  if (!found.invitation) return { refused: 'noAccount', reason: 'no account or invitation' };
  const invitation = found.invitation;
  // The slow hash runs between the two transactions, holding no connection.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return scope.asSchool(tenantId, async (tx) => {
    const open = await q.findOpenInvitationByEmail(tx, email);
    if (open?.id !== invitation.id || (await authQ.emailExists(tx, email))) {
      return { refused: 'noAccount' as const, reason: 'invitation no longer open' };
    }
    const user = await insertInvitedUser(tx, tenantId, invitation, email, passwordHash);
    await insertAudit(tx, {
      tenantId,
      actorUserId: user.id,
      action: 'people.invitation_accepted',
      subject: invitation.id,
      details: { email, role: invitation.role, via: 'identity provider' },
    });
    return { userId: user.id };
  });
}
