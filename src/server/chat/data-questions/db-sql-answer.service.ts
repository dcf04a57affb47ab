import { AppError } from '@/shared/errors.ts';
import type { LlmProvider } from '@/shared/rules/provider-choice.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import { complete } from '../../platform/ai/providers.ts';
import type { AiConfig } from '../../config.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import { schoolToday } from '../../platform/school-clock/school-clock.queries.ts';
import { BoundedJobError, runBounded } from '../../platform/sandbox/run-bounded.ts';
import {
  boundTransaction,
  canStopStatements,
  copyViews,
  inTransaction,
  planEstimate,
  viewColumns,
  type PlanEstimate,
  type ViewColumn,
  type ViewCopy,
} from './db-sql-answer.queries.ts';
import type { AnswerBounds } from './db-sql-bound.ts';
import type * as CopyJob from './db-sql-copy-job.ts';
import { checkSelect } from './db-sql-check.ts';
import { GROWTH_BUDGET } from './db-sql-allow-list.ts';
import { refusedSql, runWithinBounds, type BoundedAnswer } from './db-sql-run.ts';

/** Rows an answer holds at most; the model is told so too. */
export const SQL_ROW_CAP = 200;
/** What an answer holds at most: rows, characters of a cell, bytes of all cells. */
export const ANSWER_BOUNDS: AnswerBounds = {
  rows: SQL_ROW_CAP,
  cellChars: 1000,
  bytes: 256 * 1024,
};
const STATEMENT_TIMEOUT_MS = 3000;
/**
 * On the embedded database, which cannot stop a statement, the statement runs in a child process
 * over copies of the views it reads (db-sql-copy-job.ts), killed past these limits; the copies
 * hold at most COPY_MAX_ROWS rows a view. The time covers the child's start and the copy's load
 * (a few seconds on a busy machine) as well as the statement.
 */
const COPY_LIMITS = { timeoutMs: 20_000, memoryMb: 1024 };
export const COPY_MAX_ROWS = 50_000;
const COPY_JOB = new URL('./db-sql-copy-job.ts', import.meta.url);
/**
 * The planner's estimate a statement may have at most. PGlite cannot interrupt a statement, so
 * this is what keeps one from holding the server's thread. Measured on the embedded demo school
 * (db-sql-answer.test.ts): ordinary questions cost under 2,000 (fees with the students' names
 * 33,000, at 0.2 s) and make at most a few thousand rows in any step; a cartesian join of three
 * views is estimated at 4.5 million rows and ran 6 s. Estimates, not measurements: the check before
 * (db-sql-check.ts) refuses what the planner cannot price (recursion, growing values, moving
 * window frames), and PostgreSQL also has its statement_timeout.
 */
export const PLAN_LIMITS: PlanEstimate = { cost: 50_000, rows: 100_000 };

/** Why a plan is refused, in plain words; null when it is within the limits. */
export function overLimits(plan: PlanEstimate, limits: PlanEstimate = PLAN_LIMITS): string | null {
  if (plan.cost > limits.cost) {
    return `the database estimates it at ${Math.round(plan.cost).toLocaleString('en')} units of work, more than the ${limits.cost.toLocaleString('en')} a chat question may take; ask a narrower question`;
  }
  if (plan.rows > limits.rows) {
    return `the database estimates it at ${Math.round(plan.rows).toLocaleString('en')} rows in one step, more than the ${limits.rows.toLocaleString('en')} a chat question may make; ask a narrower question`;
  }
  return null;
}

const WHO: Record<Role, string> = {
  admin: 'a school administrator: the rows are the whole school',
  teacher: "a teacher: student rows are only their own classes' students",
  parent: "a parent: student rows are only their own children's",
  student: 'a student: student rows are only their own',
};

export function sqlPrompt(columns: ViewColumn[], role: Role, today: string): string {
  const views = new Map<string, string[]>();
  for (const c of columns)
    views.set(c.view, [...(views.get(c.view) ?? []), `${c.column} ${c.type}`]);
  const schema = [...views].map(([view, cols]) => `${view}(${cols.join(', ')})`).join('\n');
  return [
    "You write ONE PostgreSQL SELECT statement that answers a question about a school's data.",
    'Use only these views; nothing else exists for you:',
    schema,
    'Ids join the views (chat_enrolments links students and classes; teacher_id is a chat_teachers id). Amounts are in cents. day_of_week is 1 (Monday) to 5.',
    `The rows are already limited to what the asking user may see: they are ${WHO[role]}. Today in the school is ${today}.`,
    `Rules: a single SELECT (WITH is fine, WITH RECURSIVE is not), no other statement, no schema names, no system tables, only common functions (count, sum, avg, min, max, round, coalesce, lower, upper, date_trunc, extract, to_char, now …; no string_agg, array_agg, generate_series, repeat or regular expressions: use LIKE), at most ${GROWTH_BUDGET} uses of || and * in all, no window frame clauses, no joins without a join condition. Give each column a short, distinct, readable name. At most ${SQL_ROW_CAP} rows.`,
    'Reply with only the SQL in a ```sql block. If the views cannot answer the question, reply NONE: and a short reason.',
  ].join('\n\n');
}

/** The SQL in the model's reply: its first fenced block, or the whole reply. */
export function sqlOf(reply: string): string {
  const fenced = /```(?:sql|postgresql|pgsql)?\s*\n?([\s\S]*?)```/i.exec(reply);
  return (fenced ? fenced[1]! : reply).trim();
}

/** A database error while running a checked query, in plain words. */
function runError(error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
  if (error instanceof AppError) return error;
  if (error instanceof BoundedJobError) return copyError(error);
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '57014') {
    return new AppError(
      'UNAVAILABLE',
      `I could not answer that: the query took longer than ${STATEMENT_TIMEOUT_MS / 1000} seconds.`,
      { status: 504 },
    );
  }
  return new AppError(
    'BAD_REQUEST',
    `I could not answer that: the database could not run the query (${(error as Error).message}).`,
    { status: 422 },
  );
}

function copyError(error: BoundedJobError): AppError {
  if (error.reason === 'timed-out') {
    return new AppError(
      'UNAVAILABLE',
      `I could not answer that: the query took longer than ${COPY_LIMITS.timeoutMs / 1000} seconds.`,
      { status: 504 },
    );
  }
  const why =
    error.reason === 'out-of-memory'
      ? 'the query needed more memory than a chat question may use'
      : `the database could not run the query (${error.message})`;
  return new AppError('BAD_REQUEST', `I could not answer that: ${why}.`, { status: 422 });
}

/** The statement run in a child process over copies of the views it reads (embedded database). */
async function answerOnCopy(copies: ViewCopy[], statement: string): Promise<BoundedAnswer> {
  const tooMany = copies.find((copy) => copy.rowCount > COPY_MAX_ROWS);
  if (tooMany) {
    throw new AppError(
      'BAD_REQUEST',
      `I could not answer that here: ${tooMany.name} holds more than ${COPY_MAX_ROWS.toLocaleString('en')} rows you may see, more than the embedded database lets a chat question read (PostgreSQL has no such limit).`,
      { status: 422 },
    );
  }
  const bounds: AnswerBounds = ANSWER_BOUNDS;
  return runBounded<typeof CopyJob, 'answerOnCopy'>(
    COPY_JOB,
    'answerOnCopy',
    [copies, statement, bounds],
    COPY_LIMITS,
  );
}

/**
 * A question of none of the known forms, with a model configured: the model writes one SELECT over
 * the chat views (db/routines/50_chat-views.sql), which runs only if db-sql-check.ts passes it,
 * in the caller's own read-only transaction (row-level security applies), only if the planner's
 * estimate is within PLAN_LIMITS, with a time limit and bounded in rows and bytes (db-sql-bound.ts).
 * PostgreSQL stops it at its statement_timeout; on PGlite it runs in a child process that is killed. The answer: a sentence, the rows as a table and the SQL used.
 */
export async function answerWithSql(
  scope: RequestScope,
  ai: AiConfig,
  model: LlmProvider,
  question: string,
  formatTable: (headers: string[], rows: (string | number)[][]) => string,
): Promise<string> {
  // The model is asked outside any transaction: no connection is held while it thinks.
  const { columns, role, today } = await scope.asCaller(async (tx, me) => ({
    columns: await viewColumns(tx),
    role: me.role,
    today: await schoolToday(tx),
  }));
  const reply = await complete(ai, model, [
    { role: 'system', content: sqlPrompt(columns, role, today) },
    { role: 'user', content: question },
  ]);
  const text = sqlOf(reply);
  const none = /^NONE\b:?\s*(.*)$/is.exec(text);
  if (none) {
    return `I could not answer that from the school's data${none[1] ? `: ${none[1].trim()}` : '.'}`;
  }
  const checked = await checkSelect(text);
  if (!checked.ok) throw refusedSql(checked.reason);
  const { statement, views } = checked;

  let answer: BoundedAnswer;
  try {
    const ran = await scope.asCaller<{ answer: BoundedAnswer } | { copies: ViewCopy[] }>(
      async (tx) => {
        await boundTransaction(tx, { timeoutMs: STATEMENT_TIMEOUT_MS, workMem: '4MB' });
        const over = overLimits(await planEstimate(tx, statement));
        if (over) throw refusedSql(over);
        if (await canStopStatements(tx)) {
          return { answer: await runWithinBounds(inTransaction(tx), statement, ANSWER_BOUNDS) };
        }
        return { copies: await copyViews(tx, views, COPY_MAX_ROWS) };
      },
    );
    // The child runs outside the transaction: no connection is held while it works.
    answer = 'answer' in ran ? ran.answer : await answerOnCopy(ran.copies, statement);
  } catch (error) {
    throw runError(error) ?? error;
  }
  const sqlBlock = `The query used:\n\n\`\`\`sql\n${statement}\n\`\`\``;
  if (!answer) return `No rows answer that in the data you may see.\n\n${sqlBlock}`;
  const { names, rows } = answer;
  const total = rows[0]?.total ?? 0;
  const shown = rows.filter((row) => row.cells).slice(0, SQL_ROW_CAP);
  const cut = total > shown.length;
  const sentence = cut
    ? `The first ${shown.length} rows of the answer, from the data you may see (there are more; an answer holds at most ${SQL_ROW_CAP} rows and ${ANSWER_BOUNDS.bytes / 1024} KB):`
    : `${shown.length} row${shown.length === 1 ? '' : 's'} from the data you may see:`;
  if (shown.length === 0)
    return `${sentence}\n\n(Its first row alone is larger than that.)\n\n${sqlBlock}`;
  const body = formatTable(
    names,
    shown.map((row) => row.cells!.map((cell) => cell ?? '')),
  );
  return `${sentence}\n\n${body}\n\n${sqlBlock}`;
}
