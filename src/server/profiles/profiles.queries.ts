import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

const profileColumns = [
  'user_id',
  'tenant_id',
  'role',
  'full_name',
  'email',
  'theme_preference',
] as const;

export function profileQuery(tx: Tx, userId: string) {
  return tx.selectFrom('profiles').select(profileColumns).where('user_id', '=', userId);
}

export function findProfile(tx: Tx, userId: string) {
  return profileQuery(tx, userId).executeTakeFirst();
}

export function updateProfile(
  tx: Tx,
  userId: string,
  changes: { full_name?: string; theme_preference?: 'light' | 'dark' | null },
) {
  return tx
    .updateTable('profiles')
    .set({ ...changes, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .returning(profileColumns)
    .executeTakeFirst();
}

/** The school office's members (app_school_office, db/routines/17_school-office.sql). */
export async function schoolOfficeIds(tx: Tx): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`select user_id from app_school_office()`.execute(
    tx,
  );
  return rows.map((row) => row.user_id);
}
