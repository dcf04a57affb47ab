import { sql } from 'kysely';
import type { RoleColumn } from '../db/schema.ts';
import type { Tx } from '../db/with-tenant.ts';

/** A user with the profile fields that decide whether and as what they may sign in. */
function usersWithProfile(tx: Tx) {
  return tx
    .selectFrom('users')
    .innerJoin('profiles', (join) =>
      join
        .onRef('profiles.tenant_id', '=', 'users.tenant_id')
        .onRef('profiles.user_id', '=', 'users.id'),
    )
    .select([
      'users.id',
      'users.tenant_id',
      'users.email',
      'users.password_hash',
      'users.email_confirmed_at',
      'users.created_at',
      'profiles.role',
      'profiles.status',
    ]);
}

export function findUserForSignIn(tx: Tx, email: string) {
  return usersWithProfile(tx).where('users.email', '=', email).executeTakeFirst();
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

export function findOpenInvitation(tx: Tx, email: string, role: RoleColumn) {
  return tx
    .selectFrom('invitations')
    .select(['id', 'full_name'])
    .where('email', '=', email)
    .where('role', '=', role)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
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

export function confirmEmailByToken(tx: Tx, tokenHash: string) {
  return tx
    .updateTable('users')
    .set({
      email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
      confirmation_token_hash: null,
    })
    .where('confirmation_token_hash', '=', tokenHash)
    .returning(['id', 'email'])
    .executeTakeFirst();
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

export async function revokeSession(tx: Tx, sessionId: string, reason: string) {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOtherSessions(
  tx: Tx,
  userId: string,
  keepSessionId: string,
  reason: string,
) {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
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
export function findRefreshTokenForUpdate(tx: Tx, hash: string) {
  return tx
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', (join) =>
      join
        .onRef('sessions.tenant_id', '=', 'refresh_tokens.tenant_id')
        .onRef('sessions.id', '=', 'refresh_tokens.session_id'),
    )
    .select([
      'refresh_tokens.id',
      'refresh_tokens.session_id',
      'refresh_tokens.spent_at',
      'refresh_tokens.expires_at',
      'sessions.user_id',
      'sessions.revoked_at',
      sql<boolean>`refresh_tokens.expires_at <= now()`.as('expired'),
    ])
    .where('refresh_tokens.token_hash', '=', hash)
    .forUpdate()
    .executeTakeFirst();
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
export function consumeRecoveryToken(tx: Tx, tokenHash: string, maxAgeSeconds: number) {
  return tx
    .updateTable('users')
    .set({
      recovery_token_hash: null,
      email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
    })
    .where('recovery_token_hash', '=', tokenHash)
    .returning([
      'id',
      sql<boolean>`recovery_sent_at > now() - make_interval(secs => ${maxAgeSeconds})`.as('fresh'),
    ])
    .executeTakeFirst();
}

export function findSchoolCode(tx: Tx, tenantId: string) {
  return tx
    .selectFrom('tenants')
    .select('school_code')
    .where('id', '=', tenantId)
    .executeTakeFirst();
}
