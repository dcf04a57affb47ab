import { AppError } from '@/shared/errors.ts';
import type { RequestMeta } from '../context.ts';
import type { RoleColumn } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';
import * as q from './auth.queries.ts';
import { openSession } from './start-session.ts';

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
  const user = await insertInvitedUser(tx, tenantId, invitation, invitation.email, passwordHash);
  const session = await openSession(tx, tenantId, user.id, meta);
  return { user, session };
}

/** The confirmed account and profile of an invitation (by `email`), which is spent. */
export async function insertInvitedUser(
  tx: Tx,
  tenantId: string,
  invitation: { id: string; role: RoleColumn; full_name: string | null },
  email: string,
  passwordHash: string,
) {
  const user = await q.insertUser(tx, {
    tenantId,
    email,
    passwordHash,
    confirmationHash: null,
    confirmed: true,
  });
  await q.insertProfile(tx, {
    tenantId,
    userId: user.id,
    role: invitation.role,
    fullName: invitation.full_name ?? email,
    email,
  });
  await q.markInvitationAccepted(tx, invitation.id);
  return user;
}
