import { withScratchDatabase } from '../../platform/sandbox/scratch-database.ts';
import type { AnswerBounds } from './db-sql-bound.ts';
import type { ViewCopy } from './db-sql-answer.queries.ts';
import { runWithinBounds, type BoundedAnswer } from './db-sql-run.ts';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs in a child process (runBounded, from db-sql-answer.service.ts): a model-written statement
 * over copies of the views it reads, in an in-memory database of its own. The embedded database
 * cannot stop a statement; this process can be killed, and the server's database is never touched.
 */
export async function answerOnCopy(
  views: ViewCopy[],
  statement: string,
  bounds: AnswerBounds,
): Promise<BoundedAnswer> {
  return withScratchDatabase(async (db) => {
    for (const view of views) {
      const columns = view.columns.map((c) => `${quoted(c.name)} ${c.type}`).join(', ');
      await db.exec(`create table ${quoted(view.name)} (${columns})`);
      await db.query(
        `insert into ${quoted(view.name)}
         select * from json_populate_recordset(null::${quoted(view.name)}, $1::json)`,
        [view.rowsJson],
      );
    }
    await db.exec('analyze; set default_transaction_read_only = on');
    return runWithinBounds((text) => db.query(text), statement, bounds);
  });
}
