import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

/**
 * One account's recent failed sign-ins, by the asking address and by the others
 * (auth_sign_in_failures, db/routines/05_auth.sql).
 */
export async function signInFailures(
  tx: Tx,
  subject: string,
  ip: string | null,
  windowSeconds: number,
  knownDays: number,
) {
  const { rows } = await sql<{
    here: number;
    last_here: Date | null;
    elsewhere: number;
    known: boolean;
  }>`select * from auth_sign_in_failures(${subject}, ${ip}, ${windowSeconds}, ${knownDays})`.execute(
    tx,
  );
  const row = rows[0];
  return {
    here: Number(row?.here ?? 0),
    lastHere: row?.last_here ? new Date(row.last_here) : null,
    elsewhere: Number(row?.elsewhere ?? 0),
    known: Boolean(row?.known),
  };
}

/** Serialises the transactions that may email one account's owner, until they commit. */
export async function lockAccountAlerts(tx: Tx, tenantId: string, email: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${tenantId}:${email}`}, 0))`.execute(
    tx,
  );
}
