import { sql } from 'kysely';
import type { RoleColumn } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';
import { INVITATION_DAYS } from './invitation-days.ts';

// The invitations table: an admin's invitations, renewed, revoked, and spent by their link.

export function insertInvitation(
  tx: Tx,
  values: {
    tenantId: string;
    email: string;
    role: RoleColumn;
    name: string;
    invitedBy: string;
    tokenHash: string;
  },
) {
  return tx
    .insertInto('invitations')
    .values({
      tenant_id: values.tenantId,
      email: values.email,
      role: values.role,
      full_name: values.name,
      invited_by: values.invitedBy,
      token_hash: values.tokenHash,
      sent_at: sql`now()`,
      expires_at: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** An invitation not yet accepted, locked for the change that follows. */
export function findOpenInvitationById(tx: Tx, id: string) {
  return tx
    .selectFrom('invitations')
    .select(['id', 'email', 'role', 'full_name'])
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function renewInvitation(tx: Tx, id: string, tokenHash: string) {
  await tx
    .updateTable('invitations')
    .set({
      token_hash: tokenHash,
      sent_at: sql`now()`,
      expires_at: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .where('id', '=', id)
    .execute();
}

export async function updateInvitation(
  tx: Tx,
  id: string,
  changes: { email?: string; role?: RoleColumn; full_name?: string },
) {
  await tx.updateTable('invitations').set(changes).where('id', '=', id).execute();
}

export async function deleteInvitation(tx: Tx, id: string) {
  await tx.deleteFrom('invitations').where('id', '=', id).execute();
}

/**
 * The invitation behind a link's token, while it can still be accepted (auth_open_invitation,
 * db/routines/05_auth.sql).
 */
export async function findInvitationByToken(tx: Tx, tokenHash: string) {
  const { rows } = await sql<{
    id: string;
    tenant_id: string;
    email: string;
    role: RoleColumn;
    full_name: string | null;
  }>`select * from auth_open_invitation(${tokenHash})`.execute(tx);
  return rows[0];
}
