import { attendanceRate, markedDays, sumAttendance } from '@/shared/rules/attendance.ts';
import { formatDollars } from '@/shared/rules/fees.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import type { RequestScope } from '../../platform/db/request-scope.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { answeringModel } from '../../platform/ai/providers.ts';
import type { AiConfig } from '../../config.ts';
import { NOT_UNDERSTOOD, recogniseIntent, resolveDay, type DbIntent } from './db-intents.ts';
import {
  attendanceCounts,
  attendanceOn,
  classesOf,
  classSizes,
  countOf,
  feesDue,
  homeworkDue,
  periodRange,
  timetableOn,
  type ClassTeacher,
} from './db-query.queries.ts';
import { answerWithSql } from './db-sql-answer.service.ts';
import { schoolClockOf } from '../../platform/school-clock/school-clock.queries.ts';

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

/** "Grade 10A", "grade 10-a", "10A" → "10a": how a class named in a question is matched. */
const classKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(grade|class|year|form)\b/g, '')
    .replace(/[\s-]+/g, '');

const listOf = (names: string[]) => {
  const unique = [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return unique.length ? unique.join(', ') : 'none';
};

/** Classes matching the one a question names, or the plain answer naming those the caller sees. */
function namedClasses(
  classes: ClassTeacher[],
  wanted: string,
  role: Role,
): { found: ClassTeacher[] } | { answer: string } {
  const found = classes.filter((c) => classKey(c.name) === classKey(wanted));
  if (found.length) return { found };
  const names = listOf(classes.map((c) => c.name));
  return {
    answer:
      role === 'teacher'
        ? `You do not teach a class “${wanted}”. Your classes: ${names}.`
        : role === 'admin'
          ? `The school has no class “${wanted}”. Its classes: ${names}.`
          : `None of your children is in a class “${wanted}”. Their classes: ${names}.`,
  };
}

const SUBJECT_WORDS: Record<string, string> = {
  math: 'mathematics',
  maths: 'mathematics',
  pe: 'physical education',
  cs: 'computer science',
  computing: 'computer science',
  bio: 'biology',
  chem: 'chemistry',
  geo: 'geography',
  econ: 'economics',
};

function subjectMatches(subject: string, asked: string): boolean {
  const name = subject.toLowerCase();
  const words = asked.toLowerCase();
  const meant = SUBJECT_WORDS[words] ?? words;
  return (
    name === meant ||
    new RegExp(`\\b${name.replace(/[^a-z0-9 ]/g, '.')}\\b`).test(meant) ||
    (meant.length >= 3 && name.startsWith(meant))
  );
}

function whoTeaches(
  classes: ClassTeacher[],
  intent: Extract<DbIntent, { kind: 'who-teaches' }>,
  role: Role,
): string {
  let pool = classes;
  if (intent.className) {
    const named = namedClasses(classes, intent.className, role === 'teacher' ? 'admin' : role);
    if ('answer' in named) return named.answer;
    pool = named.found;
  }
  const subject = intent.subject;
  const taught = subject ? pool.filter((c) => subjectMatches(c.subject, subject)) : pool;
  const where = intent.className ? ` in ${listOf(pool.map((c) => c.name))}` : '';
  if (taught.length === 0) {
    const scope = role === 'parent' ? "your children's classes" : 'the school';
    return `No class${where} in ${scope} teaches “${subject}”. Subjects taught there: ${listOf(pool.map((c) => c.subject))}.`;
  }
  const byTeacher = new Map<
    string,
    { subject: string; teacher: string; email: string; classes: string[] }
  >();
  for (const c of taught) {
    const key = `${c.subject}/${c.email}`;
    const row = byTeacher.get(key) ?? {
      subject: c.subject,
      teacher: c.teacher,
      email: c.email,
      classes: [],
    };
    row.classes.push(c.name);
    byTeacher.set(key, row);
  }
  const rows = [...byTeacher.values()];
  const subjects = listOf(rows.map((r) => r.subject));
  const heading =
    rows.length === 1
      ? `${rows[0]!.subject}${where} is taught by ${rows[0]!.teacher} (${rows[0]!.email}), in ${listOf(rows[0]!.classes)}.`
      : `${subject ? subjects : 'The subjects'}${where}${role === 'parent' && !intent.className ? ' (your children’s classes)' : ''}: ${plural(rows.length, 'teacher')}.`;
  return `${heading}\n\n${table(
    ['Subject', 'Teacher', 'Email', 'Classes'],
    rows.map((r) => [r.subject, r.teacher, r.email, listOf(r.classes)]),
  )}`;
}

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

async function classAttendance(
  tx: Tx,
  role: Role,
  intent: Extract<DbIntent, { kind: 'class-attendance' }>,
  today: string,
): Promise<string> {
  const date = resolveDay(intent.day, today);
  const weekday = WEEKDAY_NAMES[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const day = `${weekday} ${date}`;
  if (date > today) return `${day} has not come yet: there is no attendance for it.`;
  const classes = await classesOf(tx, role);
  let chosen = classes;
  if (intent.className) {
    const named = namedClasses(classes, intent.className, role);
    if ('answer' in named) return named.answer;
    chosen = named.found;
  }
  const who = intent.className ? listOf(chosen.map((c) => c.name)) : whose(role);
  const rows = await attendanceOn(tx, [...new Set(chosen.map((c) => c.id))], date);
  if (rows.length === 0) return `No students found in ${who}.`;
  const count = (status: string | null) => rows.filter((r) => r.status === status).length;
  if (count(null) === rows.length) {
    const weekend = weekday === 'Saturday' || weekday === 'Sunday' ? ' (a weekend)' : '';
    return `No attendance was marked for ${who} on ${day}${weekend}.`;
  }
  const summary = `Attendance of ${who} on ${day}: ${count('present')} present, ${count('absent')} absent, ${count('late')} late, ${count(null)} not marked.`;
  const listed = intent.absentOnly ? rows.filter((r) => r.status === 'absent') : rows;
  if (listed.length === 0) return `${summary} Nobody was absent.`;
  return `${summary}\n\n${table(
    ['Student', 'Roll no.', 'Status', 'Note'],
    listed.map((r) => [
      r.student,
      r.roll_number,
      r.status ?? 'not marked',
      r.status === 'late' && r.minutes_late ? `${r.minutes_late} min late` : (r.reason ?? ''),
    ]),
  )}`;
}

async function answerIntent(tx: Tx, role: Role, intent: DbIntent): Promise<string> {
  const { today, dow } = await schoolClockOf(tx);
  switch (intent.kind) {
    case 'who-teaches':
      // A teacher may ask about colleagues; a parent about their children's classes.
      return whoTeaches(await classesOf(tx, role === 'teacher' ? 'admin' : role), intent, role);
    case 'class-attendance':
      return classAttendance(tx, role, intent, today);
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
      const overdue = rows.filter((r) => r.status === 'overdue').length;
      return `${formatDollars(total)} is due for ${whose(role)} over ${plural(rows.length, 'fee record')}${overdue ? `, ${overdue} overdue` : ''}.\n\n${table(
        ['Student', 'Fee', 'Due date', 'Amount due', 'Status'],
        rows.map((r) => [r.student, r.fee_type, r.due_date, formatDollars(r.due_cents), r.status]),
      )}`;
    }
    case 'attendance': {
      const range = periodRange(intent.period, today);
      const rows = await attendanceCounts(tx, range);
      const span = range.from === range.to ? range.from : `${range.from} to ${range.to}`;
      if (rows.length === 0)
        return `No attendance was marked for ${whose(role)} ${intent.period} (${span}).`;
      const total = sumAttendance(rows);
      const { present, absent, late } = total;
      const marked = markedDays(total);
      const rate = attendanceRate(total);
      return `Attendance ${intent.period} (${span}) for ${whose(role)}: ${rate}% present over ${plural(marked, 'marked day')} — present ${present}, absent ${absent}, late ${late}.\n\n${table(
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
 * own transaction (row-level security and role rules apply). A question of none of the known forms
 * goes to a language model for one checked SELECT over the chat views when one is configured
 * (db-sql.service.ts); without one, an honest list of topics.
 */
export async function answerDataQuestion(
  scope: RequestScope,
  question: string,
  ai?: AiConfig,
): Promise<string> {
  const intent = recogniseIntent(question);
  if (intent) return scope.asCaller((tx, me) => answerIntent(tx, me.role, intent));
  const model = answeringModel(ai);
  if (ai && model) return answerWithSql(scope, ai, model, question, table);
  return scope.asCaller(async () => NOT_UNDERSTOOD);
}
