import { addDays } from '@/shared/rules/dates.ts';
import { schoolYearOf } from '@/shared/rules/fee-schedule.ts';
import { formatDollars } from '@/shared/rules/fees.ts';
import { plural } from '@/shared/rules/text.ts';
import { each, studentLabel, table, whose } from './answer-format.ts';
import { meetingsIn } from './ask-people.queries.ts';
import { scopeOf, type AskContext } from './ask-scope.ts';
import type { VocabStudent } from './ask-vocabulary.ts';
import { WEEKDAY_NAMES, dayLabel, isoWeekday } from './ask-when.ts';
import {
  classIdsOf,
  feesOwed,
  lessonsOn,
  paymentsIn,
  type FeeLine,
  type Lesson,
} from './ask-work.queries.ts';

const lessonTable = (rows: Lesson[]) =>
  table(
    ['Time', 'Class', 'Subject', 'Teacher', 'Room'],
    rows.map((r) => [`${r.start_time}–${r.end_time}`, r.class_name, r.subject, r.teacher, r.room]),
  );

/** The lessons of a day (today unless the question names one), per child or class asked. */
export async function answerTimetable(ctx: AskContext): Promise<string> {
  const { ask, today, tx, vocab } = ctx;
  const date = ask.when?.from ?? today;
  const dow = isoWeekday(date);
  const day =
    date === today
      ? `today (${today})`
      : ask.when?.day
        ? dayLabel(date)
        : `${WEEKDAY_NAMES[dow - 1]}s`;
  const title = date === today ? `Today's timetable (${today})` : `Timetable for ${day}`;
  if (dow > 5)
    return `${date === today ? `Today (${today})` : dayLabel(date)} is a weekend: no classes are scheduled.`;
  const scope = scopeOf(ctx, false);
  if (scope.kind === 'answer') return scope.answer;
  if (scope.kind === 'students') {
    const enrolled = await classIdsOf(
      tx,
      scope.students.map((s) => s.id),
    );
    const parts = [];
    for (const s of scope.students) {
      const ids = enrolled.filter((e) => e.student_id === s.id).map((e) => e.class_id);
      const rows = (await lessonsOn(tx, ids, dow)).filter(
        (r) => !ask.subjects.length || ask.subjects.includes(r.subject),
      );
      parts.push(
        rows.length
          ? `${studentLabel(s)}: ${plural(rows.length, 'lesson')}.\n\n${lessonTable(rows)}`
          : `${studentLabel(s)} has no ${ask.subjects.length ? `${ask.subjects.join(' or ')} lesson` : 'lessons'} on ${day}.`,
      );
    }
    return `${title}:\n\n${each(parts)}`;
  }
  const classes =
    scope.kind === 'classes'
      ? scope.groups.flatMap((g) => g.classes)
      : vocab.classes.filter(
          (c) =>
            c.mine &&
            (scope.kind !== 'grade' || c.grade === scope.grade) &&
            (!ask.subjects.length || ask.subjects.includes(c.subject)) &&
            (!ask.teachers.length || ask.teachers.some((t) => t.id === c.teacherId)),
        );
  const rows = await lessonsOn(
    tx,
    classes.map((c) => c.id),
    dow,
  );
  const forWhom =
    scope.kind === 'classes' ? scope.groups.map((g) => g.label).join(', ') : whose(ctx.role);
  if (rows.length === 0)
    return `No classes scheduled ${date === today ? `today (${today})` : `on ${day}`} for ${forWhom}.`;
  return `${title} for ${forWhom}:\n\n${lessonTable(rows)}`;
}

/** Scheduled meetings in a period (from today, the next 30 days, unless one is named). */
export async function answerMeetings(ctx: AskContext): Promise<string> {
  const { ask, today, tx } = ctx;
  const when = ask.when ?? {
    from: today,
    to: addDays(today, 29),
    label: `the next 30 days (${today} to ${addDays(today, 29)})`,
    day: false,
  };
  let rows = await meetingsIn(tx, when.from, when.to);
  if (ask.students.length)
    rows = rows.filter((r) => ask.students.some((s) => s.name === r.student));
  const period = when.day ? `on ${when.label}` : when.label;
  if (rows.length === 0)
    return `No meetings are scheduled ${period} for ${ctx.role === 'admin' ? 'the school' : 'you'}.`;
  return `${plural(rows.length, 'meeting')} scheduled ${period}:\n\n${table(
    ['Date', 'Time', 'Teacher', 'Parent', 'About', 'Place'],
    rows.map((r) => [
      dayLabel(r.meeting_date),
      r.start_time,
      r.teacher,
      r.guardian,
      r.student,
      r.place,
    ]),
  )}`;
}

const total = (rows: readonly FeeLine[]) => rows.reduce((sum, r) => sum + r.cents, 0);

/** Each named child's answer from their own fee lines. */
const eachChild = (
  students: readonly VocabStudent[],
  rows: readonly FeeLine[],
  answer: (list: FeeLine[], who: string) => string,
) =>
  each(
    students.map((s) =>
      answer(
        rows.filter((r) => r.student_id === s.id),
        studentLabel(s),
      ),
    ),
  );

/** Fees owed now (the dashboard's rule) or paid in a period, per child or for the school. */
export async function answerFees(ctx: AskContext): Promise<string> {
  const { ask, role, today, tx } = ctx;
  if (role === 'teacher')
    return 'Fees are for the school office and families: teachers do not see them.';
  const scope = scopeOf(ctx);
  if (scope.kind === 'answer') return scope.answer;
  const students = scope.kind === 'students' ? scope.students : null;
  const inScope = (rows: FeeLine[]) =>
    scope.kind === 'students'
      ? rows
      : scope.kind === 'grade'
        ? rows.filter(
            (r) => ctx.vocab.students.find((s) => s.id === r.student_id)?.grade === scope.grade,
          )
        : rows;
  if (ask.paid) {
    const year = schoolYearOf(today);
    const when = ask.when ?? {
      from: year.start,
      to: today,
      label: `this school year (${year.start} to ${today})`,
      day: false,
    };
    const rows = inScope(await paymentsIn(tx, when.from, when.to > today ? today : when.to));
    const paidOf = (list: FeeLine[], who: string) =>
      list.length === 0
        ? `Nothing was paid for ${who} over ${when.label}.`
        : `${formatDollars(total(list))} was paid for ${who} over ${when.label}, in ${plural(list.length, 'payment')}.\n\n${table(
            ['Paid on', 'Student', 'Fee', 'Due date', 'Amount'],
            list.map((r) => [
              r.paid_on ?? '',
              r.student,
              r.fee_type,
              r.due_date,
              formatDollars(r.cents),
            ]),
          )}`;
    if (students && ask.students.length) return eachChild(students, rows, paidOf);
    return paidOf(rows, scope.kind === 'grade' ? `Grade ${scope.grade}` : whose(role));
  }
  const rows = inScope(await feesOwed(tx, today));
  const owedOf = (list: FeeLine[], who: string) => {
    if (list.length === 0)
      return `No fees are due for ${who}: all fees up to date (as of ${today}).`;
    const overdue = list.filter((r) => r.status === 'overdue').length;
    return `${formatDollars(total(list))} is due for ${who} over ${plural(list.length, 'fee record')}${overdue ? `, ${overdue} overdue` : ''} (fees due up to ${today}).\n\n${table(
      ['Student', 'Fee', 'Due date', 'Amount due', 'Status'],
      list.map((r) => [r.student, r.fee_type, r.due_date, formatDollars(r.cents), r.status]),
    )}`;
  };
  if (students && ask.students.length) return eachChild(students, rows, owedOf);
  const family = owedOf(rows, scope.kind === 'grade' ? `Grade ${scope.grade}` : whose(role));
  if (!students) return family;
  // A family's bill is one total; each child's part is said too.
  const perChild = students.map(
    (s) =>
      `${studentLabel(s)}: ${formatDollars(total(rows.filter((r) => r.student_id === s.id)))} due.`,
  );
  return `${family}\n\n${perChild.join('\n')}`;
}
