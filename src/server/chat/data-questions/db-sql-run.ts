import { AppError } from '@/shared/errors.ts';
import {
  bounded,
  columnNames,
  sameStatementInside,
  type AnswerBounds,
  type BoundedRow,
} from './db-sql-bound.ts';

/** Runs one statement and gives its rows (a request's transaction, or a copy of the views). */
export type RunStatement = <R>(statement: string) => Promise<R[]>;

/** A model-written statement's answer: its column names and its rows, bounded; null: no rows. */
export type BoundedAnswer = { names: string[]; rows: BoundedRow[] } | null;

/** A statement the chat refuses to run, in plain words. */
export const refusedSql = (reason: string) =>
  new AppError('BAD_REQUEST', `I could not answer that safely: ${reason}.`, { status: 422 });

/**
 * A checked statement (db-sql-check.ts) run wrapped by db-sql-bound.ts: first its column names,
 * then its rows bounded in number and bytes. Each wrapper is run only if it holds the statement
 * unchanged. The same steps wherever the statement runs.
 */
export async function runWithinBounds(
  run: RunStatement,
  statement: string,
  bounds: AnswerBounds,
): Promise<BoundedAnswer> {
  const runnable = async (wrapped: string) => {
    if (!(await sameStatementInside(wrapped, statement))) {
      throw refusedSql('its text could not be run as it was written');
    }
    return wrapped;
  };
  const [first] = await run<{ names: string[] }>(await runnable(columnNames(statement)));
  const names = first?.names ?? null;
  if (!names) return null;
  if (names.length === 0) throw refusedSql('it selects no columns');
  const rows = await run<BoundedRow>(await runnable(bounded(statement, names.length, bounds)));
  return { names, rows: rows.map((row) => ({ ...row, total: Number(row.total) })) };
}
