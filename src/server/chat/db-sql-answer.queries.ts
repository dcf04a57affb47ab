import { sql } from 'kysely';
import type { Tx } from '../db/tx.ts';
import { CHAT_VIEWS } from './db-sql-check.ts';
import type { BoundedRow } from './db-sql-bound.ts';

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

/** What the planner expects of a statement: its total cost, and the most rows any step makes. */
export interface PlanEstimate {
  cost: number;
  rows: number;
}

interface PlanNode {
  'Total Cost': number;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

const mostRows = (node: PlanNode): number =>
  Math.max(node['Plan Rows'], ...(node.Plans ?? []).map(mostRows));

export interface RunLimits {
  timeoutMs: number;
  /** work_mem of the statement: sorts and hashes past it spill to disk rather than grow. */
  workMem: string;
}

/**
 * Makes the caller's transaction read-only and bounds its time (PostgreSQL; PGlite has no timer
 * and ignores it) and its sort and hash memory; for the statements of this transaction only.
 */
export async function boundTransaction(tx: Tx, limits: RunLimits): Promise<void> {
  await sql`set transaction read only`.execute(tx);
  await sql.raw(`set local statement_timeout = ${Math.trunc(limits.timeoutMs)}`).execute(tx);
  await sql`select set_config('work_mem', ${limits.workMem}, true)`.execute(tx);
}

/** The planner's estimate for a checked statement, without running it. */
export async function planEstimate(tx: Tx, checked: string): Promise<PlanEstimate> {
  const { rows } = await sql
    .raw<{ 'QUERY PLAN': unknown }>(`explain (format json) ${checked}`)
    .execute(tx);
  const raw = rows[0]?.['QUERY PLAN'];
  const [{ Plan: top }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  return { cost: top['Total Cost'], rows: mostRows(top) };
}

/** The first statement of db-sql-bound.ts: the column names (none when there are no rows). */
export async function runColumnNames(tx: Tx, wrapped: string): Promise<string[] | null> {
  const { rows } = await sql.raw<{ names: string[] }>(wrapped).execute(tx);
  return rows[0]?.names ?? null;
}

/** Runs a checked statement wrapped by db-sql-bound.ts (the exact text, bounds included). */
export async function runBounded(tx: Tx, wrapped: string): Promise<BoundedRow[]> {
  const { rows } = await sql.raw<BoundedRow>(wrapped).execute(tx);
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/**
 * Runs a checked SELECT in the caller's transaction, made read-only and bounded in time (the
 * tests' way to show that a write that slipped past the check would still fail).
 */
export async function runCheckedSelect(
  tx: Tx,
  checked: string,
  timeoutMs: number,
): Promise<Record<string, unknown>[]> {
  await boundTransaction(tx, { timeoutMs, workMem: '4MB' });
  const { rows } = await sql.raw<Record<string, unknown>>(checked).execute(tx);
  return rows;
}
