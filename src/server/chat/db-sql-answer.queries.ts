import { sql } from 'kysely';
import type { Tx } from '../db/tx.ts';
import { CHAT_VIEWS } from './db-sql-check.ts';

export interface ViewColumn {
  view: string;
  column: string;
  type: string;
}

/** The chat views' columns and types, as the database has them (the model's schema). */
export async function viewColumns(tx: Tx): Promise<ViewColumn[]> {
  const { rows } = await sql<ViewColumn>`
    select table_name as view, column_name as column, data_type as type
      from information_schema.columns
     where table_schema = current_schema()
       and table_name in (${sql.join([...CHAT_VIEWS])})
     order by table_name, ordinal_position`.execute(tx);
  return rows;
}

/**
 * Runs a checked SELECT (db-sql-check.ts: the exact text, row cap included) in the caller's
 * transaction, made read-only and bounded in time.
 */
export async function runCheckedSelect(
  tx: Tx,
  checked: string,
  timeoutMs: number,
): Promise<Record<string, unknown>[]> {
  await sql`set transaction read only`.execute(tx);
  await sql.raw(`set local statement_timeout = ${Math.trunc(timeoutMs)}`).execute(tx);
  const { rows } = await sql.raw<Record<string, unknown>>(checked).execute(tx);
  return rows;
}
