import { AppError } from '@/shared/errors.ts';
import type { LlmProvider } from '@/shared/rules/provider-choice.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import { complete } from '../ai/providers.ts';
import type { AiConfig } from '../config.ts';
import type { RequestScope } from '../db/request-scope.ts';
import { schoolToday } from './db-query.queries.ts';
import { runCheckedSelect, viewColumns, type ViewColumn } from './db-sql-answer.queries.ts';
import { capped, checkSelect } from './db-sql-check.ts';

/** Rows an answer holds at most; the model is told so too. */
export const SQL_ROW_CAP = 200;
const STATEMENT_TIMEOUT_MS = 3000;

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
    `Rules: a single SELECT (WITH is fine), no other statement, no schema names, no system tables, only common functions (count, sum, avg, min, max, round, coalesce, lower, upper, date_trunc, extract, to_char, now …). Give each column a short, distinct, readable name. At most ${SQL_ROW_CAP} rows.`,
    'Reply with only the SQL in a ```sql block. If the views cannot answer the question, reply NONE: and a short reason.',
  ].join('\n\n');
}

/** The SQL in the model's reply: its first fenced block, or the whole reply. */
export function sqlOf(reply: string): string {
  const fenced = /```(?:sql|postgresql|pgsql)?\s*\n?([\s\S]*?)```/i.exec(reply);
  return (fenced ? fenced[1]! : reply).trim();
}

const cellText = (value: unknown): string | number => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A database error while running a checked query, in plain words. */
function runError(error: unknown): AppError | null {
  const code = (error as { code?: unknown }).code;
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

/**
 * A question of none of the known forms, with a model configured: the model writes one SELECT over
 * the chat views (db/migrations/0015_chat_views.sql), which runs only if db-sql-check.ts passes it,
 * in the caller's own read-only transaction (row-level security applies), with a time limit and a
 * row cap. The answer: a sentence, the rows as a table and the SQL used.
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
    today: (await schoolToday(tx)).today,
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
  const refused = (reason: string) =>
    new AppError('BAD_REQUEST', `I could not answer that safely: ${reason}.`, { status: 422 });
  const checked = await checkSelect(text);
  if (!checked.ok) throw refused(checked.reason);
  const runnable = capped(checked.statement, SQL_ROW_CAP);
  const recheck = await checkSelect(runnable);
  if (!recheck.ok) throw refused(recheck.reason);

  let rows: Record<string, unknown>[];
  try {
    rows = await scope.asCaller((tx) => runCheckedSelect(tx, runnable, STATEMENT_TIMEOUT_MS));
  } catch (error) {
    throw runError(error) ?? error;
  }
  const sqlBlock = `The query used:\n\n\`\`\`sql\n${checked.statement}\n\`\`\``;
  if (rows.length === 0) return `No rows answer that in the data you may see.\n\n${sqlBlock}`;
  const cut = rows.length > SQL_ROW_CAP;
  const shown = rows.slice(0, SQL_ROW_CAP);
  const headers = Object.keys(shown[0]!);
  const sentence = cut
    ? `The first ${SQL_ROW_CAP} rows of the answer, from the data you may see (there are more):`
    : `${shown.length} row${shown.length === 1 ? '' : 's'} from the data you may see:`;
  const body = formatTable(
    headers,
    shown.map((row) => headers.map((h) => cellText(row[h]))),
  );
  return `${sentence}\n\n${body}\n\n${sqlBlock}`;
}
