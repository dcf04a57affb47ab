import { formatDollars } from '@/shared/rules/fees.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import type { RequestScope } from '../db/request-scope.ts';
import type { Tx } from '../db/tx.ts';
import { NOT_UNDERSTOOD, recogniseIntent, type DbIntent } from './db-intents.ts';
import {
  attendanceCounts,
  classSizes,
  countOf,
  feesDue,
  homeworkDue,
  periodRange,
  schoolToday,
  timetableOn,
} from './db-query.queries.ts';

/** Rows a table in an answer shows at most; the totals count them all. */
const TABLE_ROWS = 20;

const cell = (value: string | number) => String(value).replace(/\s+/g, ' ').replace(/`/g, "'");

/**
 * A short table with aligned columns in a fenced block (the chat renders Markdown; a fence shows it
 * as it is, in a fixed-width font), with a line for rows left out.
 */
export function table(headers: string[], rows: (string | number)[][]): string {
  const shown = [headers, ...rows.slice(0, TABLE_ROWS).map((row) => row.map(cell))];
  const widths = headers.map((_, i) => Math.max(...shown.map((row) => String(row[i]).length)));
  const line = (row: (string | number)[]) =>
    row
      .map((value, i) => String(value).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const lines = [
    line(headers),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...shown.slice(1).map(line),
  ];
  const more = rows.length > TABLE_ROWS ? `\n\n…and ${rows.length - TABLE_ROWS} more.` : '';
  return `\`\`\`\n${lines.join('\n')}\n\`\`\`${more}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const whose = (role: Role) =>
  role === 'parent' ? 'your children' : role === 'teacher' ? 'your classes' : 'the school';

async function answerIntent(tx: Tx, role: Role, intent: DbIntent): Promise<string> {
  const { today, dow } = await schoolToday(tx);
  switch (intent.kind) {
    case 'count': {
      const n = await countOf(tx, intent.what);
      if (intent.what === 'students') {
        return role === 'admin'
          ? `The school has ${plural(n, 'active student')}.`
          : `You can see ${plural(n, 'active student')} (${whose(role)}).`;
      }
      const noun = intent.what.slice(0, -1);
      return intent.what === 'classes'
        ? `The school has ${plural(n, 'class', 'classes')}.`
        : `The school has ${plural(n, `active ${noun}`)}.`;
    }
    case 'class-sizes': {
      const rows = await classSizes(tx, role);
      if (rows.length === 0) {
        return role === 'teacher' ? 'You have no classes assigned.' : 'No classes found.';
      }
      const heading =
        role === 'parent'
          ? "Your children's classes (the count is of your own children in each):"
          : role === 'teacher'
            ? rows.length === 1
              ? `Your class ${rows[0]!.name} has ${plural(rows[0]!.students, 'student')}.`
              : `Your ${rows.length} classes have ${plural(
                  rows.reduce((sum, r) => sum + r.students, 0),
                  'student',
                )} in all:`
            : `Students in each class (${plural(rows.length, 'class', 'classes')}):`;
      return `${heading}\n\n${table(
        ['Class', 'Subject', 'Students'],
        rows.map((r) => [r.name, r.subject, r.students]),
      )}`;
    }
    case 'fees-due': {
      if (role === 'teacher')
        return 'Fees are for the school office and families: teachers do not see them.';
      const rows = await feesDue(tx, today);
      if (rows.length === 0) return `No fees are due for ${whose(role)}: all fees up to date.`;
      const total = rows.reduce((sum, r) => sum + r.due_cents, 0);
      const overdue = rows.filter((r) => r.overdue).length;
      return `${formatDollars(total)} is due for ${whose(role)} over ${plural(rows.length, 'fee record')}${overdue ? `, ${overdue} overdue` : ''}.\n\n${table(
        ['Student', 'Fee', 'Due date', 'Amount due', 'Status'],
        rows.map((r) => [
          r.student,
          r.fee_type,
          r.due_date,
          formatDollars(r.due_cents),
          r.overdue ? 'overdue' : 'pending',
        ]),
      )}`;
    }
    case 'attendance': {
      const range = periodRange(intent.period, today);
      const rows = await attendanceCounts(tx, range);
      const span = range.from === range.to ? range.from : `${range.from} to ${range.to}`;
      if (rows.length === 0)
        return `No attendance was marked for ${whose(role)} ${intent.period} (${span}).`;
      const sum = (key: 'present' | 'absent' | 'late') => rows.reduce((s, r) => s + r[key], 0);
      const marked = sum('present') + sum('absent') + sum('late');
      const rate = Math.round(((sum('present') + sum('late')) / marked) * 100);
      return `Attendance ${intent.period} (${span}) for ${whose(role)}: ${rate}% present over ${plural(marked, 'marked day')} — present ${sum('present')}, absent ${sum('absent')}, late ${sum('late')}.\n\n${table(
        ['Student', 'Present', 'Absent', 'Late'],
        rows.map((r) => [r.student, r.present, r.absent, r.late]),
      )}`;
    }
    case 'timetable-today': {
      if (dow > 5) return `Today (${today}) is a weekend: no classes are scheduled.`;
      const rows = await timetableOn(tx, role, dow);
      if (rows.length === 0) return `No classes scheduled today (${today}) for ${whose(role)}.`;
      return `Today's timetable (${today}) for ${whose(role)}:\n\n${table(
        ['Time', 'Class', 'Subject', 'Room'],
        rows.map((r) => [`${r.start_time}–${r.end_time}`, r.class_name, r.subject, r.room]),
      )}`;
    }
    case 'homework-due': {
      const rows = await homeworkDue(tx, today);
      if (rows.length === 0) return `No homework is due for ${whose(role)} from today on.`;
      return `Homework due for ${whose(role)} (next ${rows.length}):\n\n${table(
        ['Due date', 'Title', 'Class', 'Subject'],
        rows.map((r) => [r.due_date, r.title, r.class_name, r.subject]),
      )}`;
    }
  }
}

/** Whether the db provider recognises the question (the chat falls back to it without a key). */
export const isDataQuestion = (question: string) => recogniseIntent(question) !== null;

/**
 * POST /functions/v1/db-query: the question's answer from what the caller may see, read in their
 * own transaction (row-level security and role rules apply); an honest list of topics otherwise.
 */
export async function answerDataQuestion(scope: RequestScope, question: string): Promise<string> {
  const intent = recogniseIntent(question);
  return scope.asCaller(async (tx, me) =>
    intent ? answerIntent(tx, me.role, intent) : NOT_UNDERSTOOD,
  );
}
