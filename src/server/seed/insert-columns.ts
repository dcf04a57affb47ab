import { sql, type InsertObject, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

/** A column of a set-based insert: its name, its SQL type, and its value in a planned row. */
export type Column<R> = readonly [name: string, type: string, value: (row: R) => unknown];

/**
 * Inserts many rows of one school in ONE statement, whatever their number: each column travels as
 * one array parameter and `unnest` turns them back into rows (no parameter limit, no per-row
 * parameters to parse, much faster than a multi-row VALUES on PGlite). Names and types are the
 * builder's constants, never input.
 */
export async function insertColumns<R>(
  tx: Transaction<Database>,
  table: string,
  tenantId: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
): Promise<void> {
  if (!rows.length) return;
  const names = sql.raw(['tenant_id', ...columns.map(([name]) => name)].join(', '));
  const arrays = sql.join(
    columns.map(([, type, value]) => sql`${rows.map(value)}::${sql.raw(type)}[]`),
  );
  await sql`insert into ${sql.table(table)} (${names})
    select ${tenantId}::uuid, * from unnest(${arrays})`.execute(tx);
}

// PostgreSQL takes at most 65,535 parameters per statement.
const MAX_PARAMETERS = 60_000;

/**
 * Inserts the rows into the table with one multi-row insert per chunk small enough for the
 * parameter limit (a row takes at most one parameter per column); nothing when empty.
 */
export async function insertInChunks<T extends keyof Database & string>(
  tx: Transaction<Database>,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<void> {
  if (!rows.length) return;
  const size = Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length);
  for (let start = 0; start < rows.length; start += size) {
    await tx
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}
