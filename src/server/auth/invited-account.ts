import { AppError } from '@/shared/errors.ts';
import type { RequestMeta } from '../context.ts';
import type { RoleColumn } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';
import * as q from './auth.queries.ts';

/**
 * The account of an accepted invitation (accounts.acceptInvitation), in its transaction: confirmed,
 * with its profile, the invitation spent, and a new session. 409 when the email has an account.
 */
export async function createInvitedAccount(
  tx: Tx,
  tenantId: string,
  invitation: { id: string; email: string; role: RoleColumn; full_name: string | null },
  passwordHash: string,
  meta: RequestMeta,
) {
  if (await q.emailExists(tx, invitation.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in.');
  }
  const user = await q.insertUser(tx, {
    tenantId,
    email: invitation.email,
    passwordHash,
    confirmationHash: null,
    confirmed: true,
  });
  await q.insertProfile(tx, {
    tenantId,
    userId: user.id,
    role: invitation.role,
    fullName: invitation.full_name ?? invitation.email,
    email: invitation.email,
  });
  await q.markInvitationAccepted(tx, invitation.id);
  const session = await q.insertSession(tx, {
    tenantId,
    userId: user.id,
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  await q.touchLastLogin(tx, user.id);
  return { user, session };
}
