import { sql } from 'kysely';
import type { RoleColumn } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

/** A user with the profile fields that decide whether and as what they may sign in (no hashes). */
export function usersWithProfile(tx: Tx) {
  return tx
    .selectFrom('users')
    .innerJoin('profiles', (join) => onSameSchool(join, 'profiles.user_id', 'users.id'))
    .select([
      'users.id',
      'users.tenant_id',
      'users.email',
      'users.email_confirmed_at',
      'users.created_at',
      'profiles.role',
      'profiles.status',
    ]);
}

/** The account behind an email, with its password hash: only before sign-in (05_auth.sql). */
export async function findUserForSignIn(tx: Tx, email: string) {
  const { rows } = await sql<{
    id: string;
    tenant_id: string;
    email: string;
    password_hash: string;
    email_confirmed_at: Date | null;
    created_at: Date;
    role: RoleColumn;
    status: 'active' | 'inactive';
  }>`select * from auth_sign_in_candidate(${email})`.execute(tx);
  return rows[0];
}

/** The signed-in user's own password hash, to check their current password. */
export async function findOwnPasswordHash(tx: Tx): Promise<string | undefined> {
  const { rows } = await sql<{
    hash: string | null;
  }>`select auth_own_password_hash() as hash`.execute(tx);
  return rows[0]?.hash ?? undefined;
}

export function findUserById(tx: Tx, userId: string) {
  return usersWithProfile(tx).where('users.id', '=', userId).executeTakeFirst();
}

export async function tenantExists(tx: Tx, tenantId: string): Promise<boolean> {
  return Boolean(
    await tx.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst(),
  );
}

export function emailExists(tx: Tx, email: string) {
  return tx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function markInvitationAccepted(tx: Tx, invitationId: string) {
  await tx
    .updateTable('invitations')
    .set({ accepted_at: sql`now()` })
    .where('id', '=', invitationId)
    .execute();
}

export function insertUser(
  tx: Tx,
  values: {
    tenantId: string;
    email: string;
    passwordHash: string;
    confirmationHash: string | null;
    confirmed: boolean;
  },
) {
  return tx
    .insertInto('users')
    .values({
      tenant_id: values.tenantId,
      email: values.email,
      password_hash: values.passwordHash,
      confirmation_token_hash: values.confirmationHash,
      email_confirmed_at: values.confirmed ? sql`now()` : null,
    })
    .returning(['id', 'tenant_id', 'email'])
    .executeTakeFirstOrThrow();
}

export async function insertProfile(
  tx: Tx,
  values: { tenantId: string; userId: string; role: RoleColumn; fullName: string; email: string },
) {
  await tx
    .insertInto('profiles')
    .values({
      tenant_id: values.tenantId,
      user_id: values.userId,
      role: values.role,
      full_name: values.fullName,
      email: values.email,
      theme_preference: null,
    })
    .execute();
}

export async function confirmEmailByToken(tx: Tx, tokenHash: string) {
  const { rows } = await sql<{
    id: string;
    email: string;
  }>`select * from auth_confirm_email(${tokenHash})`.execute(tx);
  return rows[0];
}

export async function updatePasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function touchLastLogin(tx: Tx, userId: string) {
  await tx
    .updateTable('profiles')
    .set({ last_login_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
}

export function insertSession(
  tx: Tx,
  values: {
    tenantId: string;
    userId: string;
    userAgent: string | null;
    ip: string | null;
    kind?: 'password' | 'recovery';
  },
) {
  return tx
    .insertInto('sessions')
    .values({
      tenant_id: values.tenantId,
      user_id: values.userId,
      user_agent: values.userAgent,
      ip: values.ip,
      kind: values.kind ?? 'password',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findActiveSession(tx: Tx, sessionId: string) {
  return tx
    .selectFrom('sessions')
    .select(['id', 'user_id', 'kind'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Revokes, with `reason`, the sessions still live that the caller's where clauses pick. */
function revokeLiveSessions(tx: Tx, reason: string) {
  return tx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('revoked_at', 'is', null);
}

export async function revokeSession(tx: Tx, sessionId: string, reason: string) {
  await revokeLiveSessions(tx, reason).where('id', '=', sessionId).execute();
}

export async function revokeOtherSessions(
  tx: Tx,
  userId: string,
  keepSessionId: string,
  reason: string,
) {
  await revokeLiveSessions(tx, reason)
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .execute();
}

export async function insertRefreshToken(
  tx: Tx,
  values: { tenantId: string; sessionId: string; hash: string; days: number },
) {
  await tx
    .insertInto('refresh_tokens')
    .values({
      tenant_id: values.tenantId,
      session_id: values.sessionId,
      token_hash: values.hash,
      expires_at: sql`now() + make_interval(days => ${values.days})`,
    })
    .execute();
}

/** Locks the token row so two refreshes with the same token cannot both pass as the first. */
export async function findRefreshTokenForUpdate(tx: Tx, hash: string) {
  const { rows } = await sql<{
    id: string;
    session_id: string;
    spent_at: Date | null;
    expires_at: Date;
    user_id: string;
    revoked_at: Date | null;
    expired: boolean;
  }>`select * from auth_find_refresh_token(${hash})`.execute(tx);
  return rows[0];
}

export async function spendRefreshToken(tx: Tx, tokenId: string) {
  await tx
    .updateTable('refresh_tokens')
    .set({ spent_at: sql`now()` })
    .where('id', '=', tokenId)
    .execute();
}

export async function touchSession(tx: Tx, sessionId: string) {
  await tx
    .updateTable('sessions')
    .set({ refreshed_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function setSessionKind(tx: Tx, sessionId: string, kind: 'password' | 'recovery') {
  await tx.updateTable('sessions').set({ kind }).where('id', '=', sessionId).execute();
}

/** Stores a new recovery link, unless one went out in the last minute (no email bombing). */
export async function setRecoveryToken(
  tx: Tx,
  userId: string,
  tokenHash: string,
): Promise<boolean> {
  const updated = await tx
    .updateTable('users')
    .set({ recovery_token_hash: tokenHash, recovery_sent_at: sql`now()` })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('recovery_sent_at', 'is', null),
        eb('recovery_sent_at', '<', sql<Date>`now() - interval '1 minute'`),
      ]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Uses up a recovery link: it works once, and only within its lifetime. */
export async function consumeRecoveryToken(tx: Tx, tokenHash: string, maxAgeSeconds: number) {
  const { rows } = await sql<{
    id: string;
    fresh: boolean;
  }>`select * from auth_consume_recovery_token(${tokenHash}, ${maxAgeSeconds})`.execute(tx);
  return rows[0];
}

export function findSchoolCode(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenants')
    .select('school_code')
    .where('id', '=', tenantId)
    .executeTakeFirst();
}
