import { sql } from 'kysely';
import type { Tx } from '../../platform/db/tx.ts';
import { CHAT_VIEWS } from './db-sql-allow-list.ts';
import type { RunStatement } from './db-sql-run.ts';

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

/** Runs statements in the caller's transaction (the exact text of db-sql-run.ts's wrappers). */
export const inTransaction =
  (tx: Tx): RunStatement =>
  async <R>(statement: string) =>
    (await sql.raw<R>(statement).execute(tx)).rows;

/**
 * Whether the database can stop a statement that runs too long. PGlite cannot (no timer in its
 * single-threaded postgres): statement_timeout is accepted there and ignored.
 */
export async function canStopStatements(tx: Tx): Promise<boolean> {
  const { rows } = await sql<{ embedded: boolean }>`
    select position('PGlite' in version()) > 0 as embedded`.execute(tx);
  return !rows[0]?.embedded;
}

/** A chat view as the caller sees it: its columns' types and its rows as a JSON array. */
export interface ViewCopy {
  name: string;
  columns: { name: string; type: string }[];
  rowsJson: string;
  rowCount: number;
}

/**
 * Copies of the named chat views as the caller sees them (row-level security applies), at most
 * `maxRows` rows each plus one (the caller can tell there were more). Types of this schema (enums)
 * are copied as text: the copy is read, never written back.
 */
export async function copyViews(tx: Tx, views: string[], maxRows: number): Promise<ViewCopy[]> {
  const copies: ViewCopy[] = [];
  for (const view of views) {
    if (!(CHAT_VIEWS as readonly string[]).includes(view))
      throw new Error(`${view} is no chat view`);
    const { rows: columns } = await sql<{ name: string; type: string }>`
      select a.attname as name,
             case when t.typnamespace = 'pg_catalog'::regnamespace
                  then format_type(a.atttypid, a.atttypmod) else 'text' end as type
        from pg_attribute a
        join pg_type t on t.oid = a.atttypid
       where a.attrelid = to_regclass(${view}) and a.attnum > 0 and not a.attisdropped
       order by a.attnum`.execute(tx);
    const { rows } = await sql<{ rowsJson: string | null; rowCount: number }>`
      select coalesce(json_agg(v), '[]')::text as "rowsJson", count(*)::int as "rowCount"
        from (select * from ${sql.table(view)} limit ${maxRows + 1}) v`.execute(tx);
    copies.push({
      name: view,
      columns,
      rowsJson: rows[0]?.rowsJson ?? '[]',
      rowCount: rows[0]?.rowCount ?? 0,
    });
  }
  return copies;
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
