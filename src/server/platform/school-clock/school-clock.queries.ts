import { sql } from 'kysely';
import type { Tx } from '../db/tx.ts';

/**
 * The request's school's clock, as the database has it (db/routines/10_school-clock.sql): its
 * time zone (UTC when it has none), its local date today and that day's ISO weekday (1 Monday …
 * 7 Sunday). Every "today" of the server comes from here or from app_school_today() in SQL.
 */
export async function schoolClockOf(
  tx: Tx,
): Promise<{ timeZone: string; today: string; dow: number }> {
  const { rows } = await sql<{ timeZone: string; today: string; dow: number }>`
    select app_school_zone() as "timeZone", app_school_today()::text as today,
           extract(isodow from app_school_today())::int as dow`.execute(tx);
  return rows[0]!;
}

/** The request's school's date today (YYYY-MM-DD). */
export async function schoolToday(tx: Tx): Promise<string> {
  return (await schoolClockOf(tx)).today;
}
