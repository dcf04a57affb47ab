import { sql } from 'kysely';
import type { RoleColumn } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { findUserById, usersWithProfile } from '../auth.queries.ts';

// Passkeys, the TOTP factor and recovery codes (0036). What app_user may not select (the seed, the
// codes' hashes) and what is asked before sign-in go through db/routines/82_credential-sign-in.sql.

export function listPasskeys(tx: Tx, userId: string) {
  return tx
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'credential_id', 'transports'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function insertPasskey(
  tx: Tx,
  values: {
    tenantId: string;
    userId: string;
    credentialId: string;
    publicKey: Uint8Array;
    signCount: number;
    transports: string[];
    name: string;
  },
) {
  return tx
    .insertInto('passkeys')
    .values({
      tenant_id: values.tenantId,
      user_id: values.userId,
      credential_id: values.credentialId,
      public_key: Buffer.from(values.publicKey),
      sign_count: values.signCount,
      transports: values.transports,
      name: values.name,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'credential_id']).doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

export function deletePasskey(tx: Tx, userId: string, id: string) {
  return tx
    .deleteFrom('passkeys')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function passkeyCandidate(tx: Tx, credentialId: string) {
  const { rows } = await sql<{
    passkey_id: string;
    public_key: Uint8Array;
    sign_count: number;
    transports: string[];
    id: string;
    tenant_id: string;
    email: string;
    email_confirmed_at: Date | null;
    role: RoleColumn;
    status: 'active' | 'inactive';
  }>`select * from auth_passkey_candidate(${credentialId})`.execute(tx);
  return rows[0];
}

export async function passkeyUsed(tx: Tx, passkeyId: string, signCount: number) {
  await sql`select auth_passkey_used(${passkeyId}, ${signCount})`.execute(tx);
}

export function insertChallenge(
  tx: Tx,
  values: {
    tenantId: string;
    userId: string | null;
    purpose: 'register' | 'sign_in';
    challenge: string;
  },
) {
  return tx
    .insertInto('webauthn_challenges')
    .values({
      tenant_id: values.tenantId,
      user_id: values.userId,
      purpose: values.purpose,
      challenge: values.challenge,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Spends a challenge: it answers once, and only within its five minutes. */
export async function takeChallenge(tx: Tx, id: string, purpose: 'register' | 'sign_in') {
  await tx
    .deleteFrom('webauthn_challenges')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  const row = await tx
    .deleteFrom('webauthn_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .returning('challenge')
    .executeTakeFirst();
  return row?.challenge;
}

export async function totpFactor(tx: Tx, userId: string) {
  const { rows } = await sql<{
    secret_encrypted: string;
    confirmed: boolean;
    last_used_step: number;
  }>`select * from auth_totp_factor(${userId})`.execute(tx);
  return rows[0];
}

/** A new, unconfirmed factor in place of any earlier one. */
export async function beginTotpFactor(tx: Tx, userId: string, sealed: string) {
  await sql`select auth_begin_totp(${userId}, ${sealed})`.execute(tx);
}

export async function confirmTotpFactor(tx: Tx, userId: string) {
  await sql`select auth_confirm_totp(${userId})`.execute(tx);
}

export async function spendTotpStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const { rows } = await sql<{
    ok: boolean;
  }>`select auth_totp_spend_step(${userId}, ${step}) as ok`.execute(tx);
  return rows[0]?.ok === true;
}

export async function deleteTotpFactor(tx: Tx, userId: string) {
  const removed = await tx
    .deleteFrom('totp_factors')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await tx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  return Number(removed.numDeletedRows) > 0;
}

export async function replaceRecoveryCodes(tx: Tx, userId: string, hashes: string[]) {
  await sql`select auth_replace_recovery_codes(${userId}, ${hashes}::text[])`.execute(tx);
}

export async function recoveryCodesLeft(tx: Tx, userId: string): Promise<number> {
  const row = await tx
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Spends a recovery code: the codes left after it, or null when refused. */
export async function spendRecoveryCode(tx: Tx, userId: string, hash: string) {
  const { rows } = await sql<{
    left: number | null;
  }>`select auth_spend_recovery_code(${userId}, ${hash}) as left`.execute(tx);
  return rows[0]?.left ?? null;
}

/** An admin's reset of another user's factors: null when not allowed (own account, not admin). */
export async function resetSecondFactors(tx: Tx, userId: string): Promise<number | null> {
  const { rows } = await sql<{
    n: number | null;
  }>`select auth_reset_second_factors(${userId}) as n`.execute(tx);
  return rows[0]?.n ?? null;
}

export async function schoolRequiresAdminFactor(tx: Tx): Promise<boolean> {
  const row = await tx
    .selectFrom('tenants')
    .select('require_admin_second_factor')
    .where('id', '=', sql<string>`app_tenant_id()`)
    .executeTakeFirst();
  return row?.require_admin_second_factor === true;
}

export async function setSchoolRequiresAdminFactor(tx: Tx, tenantId: string, value: boolean) {
  await tx
    .updateTable('tenants')
    .set({ require_admin_second_factor: value, updated_at: sql`now()` })
    .where('id', '=', tenantId)
    .execute();
}

/** An account of the school by id or by email, with its role and status. */
export function findAccount(tx: Tx, who: string | { user_id?: string; email?: string }) {
  const by = typeof who === 'string' ? { user_id: who } : who;
  if (by.user_id) return findUserById(tx, by.user_id);
  if (!by.email) return Promise.resolve(undefined);
  return usersWithProfile(tx).where('users.email', '=', by.email).executeTakeFirst();
}

export async function tenantKnown(tx: Tx, tenantId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return Boolean(row);
}
