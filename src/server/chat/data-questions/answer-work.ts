import { addDays } from '@/shared/rules/dates.ts';
import { isLetterGrade, overallLetterGrade } from '@/shared/rules/letter-grades.ts';
import { plural } from '@/shared/rules/text.ts';
import { each, listOf, studentLabel, table, whose } from './answer-format.ts';
import { rosterOf } from './ask-people.queries.ts';
import { classGroupsOf, scopeOf, type AskContext } from './ask-scope.ts';
import type { VocabClass, VocabStudent } from './ask-vocabulary.ts';
import { classWorkDue, pendingWorkOf, workOf, type WorkLine } from './ask-work.queries.ts';
import type { When } from './ask-when.ts';

/** Homework looks this far ahead when the question names no day or period. */
const AHEAD_DAYS = 30;

/** The day or period the question names, else the next AHEAD_DAYS days from today. */
const homeworkPeriod = ({ ask, today }: AskContext): When =>
  ask.when ?? {
    from: today,
    to: addDays(today, AHEAD_DAYS - 1),
    label: `the next ${AHEAD_DAYS} days`,
    day: false,
  };

const STATUS_WORDS: Record<WorkLine['status'], string> = {
  pending: 'not handed in',
  submitted: 'handed in',
  graded: 'graded',
};

const ofSubjects = <T extends { subject: string }>(rows: T[], subjects: readonly string[]) =>
  subjects.length ? rows.filter((r) => subjects.includes(r.subject)) : rows;

async function studentsHomework(ctx: AskContext, students: VocabStudent[]): Promise<string> {
  const { ask, tx } = ctx;
  const ids = students.map((s) => s.id);
  const subjectWords = ask.subjects.length ? ` in ${listOf(ask.subjects)}` : '';
  const when = homeworkPeriod(ctx);
  const rows = ask.outstanding
    ? await pendingWorkOf(tx, ids)
    : await workOf(tx, ids, { from: when.from, to: when.to, subjects: [], graded: false });
  return each(
    students.map((s) => {
      const mine = ofSubjects(rows, ask.subjects).filter((r) => r.student_id === s.id);
      const who = studentLabel(s);
      if (ask.outstanding) {
        if (mine.length === 0) return `${who} has no work still to hand in${subjectWords}.`;
        return `${who} has ${plural(mine.length, 'piece')} of work still to hand in${subjectWords}:\n\n${table(
          ['Due', 'Subject', 'Title'],
          mine.map((r) => [r.due_date, r.subject, r.title]),
          500,
        )}`;
      }
      const period = when.day
        ? `due on ${when.label}`
        : `due ${when.label.replace(/^the /, 'in the ')}`;
      if (mine.length === 0) return `No homework is ${period} for ${who}${subjectWords}.`;
      return `Homework ${period} for ${who}${subjectWords}: ${plural(mine.length, 'piece')}, ${mine.filter((r) => r.status === 'pending').length} not handed in yet.\n\n${table(
        ['Due', 'Subject', 'Title', 'Status'],
        mine.map((r) => [r.due_date, r.subject, r.title, STATUS_WORDS[r.status]]),
        500,
      )}`;
    }),
  );
}

async function classesHomework(
  ctx: AskContext,
  classes: VocabClass[],
  label: string,
): Promise<string> {
  const { ask, tx } = ctx;
  const when = homeworkPeriod(ctx);
  const names = new Map(classes.map((c) => [c.id, c.name]));
  let rows = ofSubjects(
    await classWorkDue(
      tx,
      classes.map((c) => c.id),
      when.from,
      when.to,
    ),
    ask.subjects,
  );
  if (ask.outstanding) rows = rows.filter((r) => r.pending > 0);
  const period = when.day ? `on ${when.label}` : when.label.replace(/^the /, 'in the ');
  if (rows.length === 0)
    return `No homework${ask.outstanding ? ' with work still to hand in' : ''} is due for ${label} ${period}.`;
  return `Homework due for ${label} ${period}: ${plural(rows.length, 'assignment')}.\n\n${table(
    ['Due', 'Class', 'Subject', 'Title', 'Handed in', 'Not yet'],
    rows.map((r) => [
      r.due_date,
      names.get(r.class_id) ?? '',
      r.subject,
      r.title,
      r.handed_in,
      r.pending,
    ]),
  )}`;
}

export async function answerHomework(ctx: AskContext): Promise<string> {
  const scope = scopeOf(ctx);
  switch (scope.kind) {
    case 'answer':
      return scope.answer;
    case 'students':
      return studentsHomework(ctx, scope.students);
    case 'classes':
      return each(
        await Promise.all(scope.groups.map((g) => classesHomework(ctx, g.classes, g.label))),
      );
    case 'grade': {
      const classes = ctx.vocab.classes.filter((c) => c.mine && c.grade === scope.grade);
      return classesHomework(ctx, classes, `Grade ${scope.grade}`);
    }
    case 'all':
      return classesHomework(
        ctx,
        ctx.vocab.classes.filter((c) => c.mine),
        whose(ctx.role),
      );
  }
}

/** A student's graded work per subject: the overall letter (the screens' rule) and the letters. */
function gradesOfStudent(who: string, rows: WorkLine[], subjects: readonly string[]): string {
  const letters = rows.map((r) => r.grade).filter(isLetterGrade);
  const asked = subjects.length ? ` in ${listOf(subjects)}` : '';
  if (letters.length === 0) return `${who} has no graded work${asked} yet.`;
  const bySubject = new Map<string, WorkLine[]>();
  for (const r of rows) bySubject.set(r.subject, [...(bySubject.get(r.subject) ?? []), r]);
  const overall = overallLetterGrade(letters);
  const span = `${rows.map((r) => r.due_date).sort()[0]} to ${rows
    .map((r) => r.due_date)
    .sort()
    .at(-1)}`;
  const head = `${who}${asked}: overall ${overall} over ${plural(letters.length, 'graded piece')} of work (due ${span}).`;
  if (bySubject.size === 1) {
    return `${head}\n\n${table(
      ['Due', 'Title', 'Grade'],
      rows.map((r) => [r.due_date, r.title, r.grade ?? '']),
    )}`;
  }
  return `${head}\n\n${table(
    ['Subject', 'Overall', 'Graded', 'Latest'],
    [...bySubject.entries()].map(([subject, list]) => [
      subject,
      overallLetterGrade(list.map((r) => r.grade).filter(isLetterGrade)) ?? '',
      list.length,
      list[0]!.grade ?? '',
    ]),
  )}`;
}

export async function answerGrades(ctx: AskContext): Promise<string> {
  const { ask, tx } = ctx;
  const scope = scopeOf(ctx);
  const from = ask.when?.from ?? null;
  const to = ask.when?.to ?? null;
  if (scope.kind === 'answer') return scope.answer;
  if (scope.kind === 'students') {
    const ids = scope.students.map((s) => s.id);
    const rows = await workOf(tx, ids, { from, to, subjects: ask.subjects, graded: true });
    return each(
      scope.students.map((s) =>
        gradesOfStudent(
          studentLabel(s),
          rows.filter((r) => r.student_id === s.id),
          ask.subjects,
        ),
      ),
    );
  }
  const groups = classGroupsOf(ctx, scope);
  if (groups.length === 0) {
    return 'Name a student or a class to see their grades, for example “How is Sam Shah doing in Mathematics?” or “Grades of 10A in Mathematics”.';
  }
  const parts = [];
  for (const group of groups) {
    const roster = await rosterOf(
      tx,
      group.classes.map((c) => c.id),
    );
    const subjects = ask.subjects.length
      ? ask.subjects
      : [...new Set(group.classes.map((c) => c.subject))];
    const ids = roster.map((s) => s.id);
    const rows = await workOf(tx, ids, { from, to, subjects, graded: true });
    const letters = rows.map((r) => r.grade).filter(isLetterGrade);
    if (letters.length === 0) {
      parts.push(
        `${group.label} has no graded work${ask.subjects.length ? ` in ${listOf(ask.subjects)}` : ''} yet.`,
      );
      continue;
    }
    parts.push(
      `${group.label} (${listOf(subjects)}): overall ${overallLetterGrade(letters)} over ${plural(letters.length, 'graded piece')} of work of ${plural(roster.length, 'student')}.\n\n${table(
        ['Student', 'Overall', 'Graded'],
        roster.map((s) => {
          const own = rows
            .filter((r) => r.student_id === s.id)
            .map((r) => r.grade)
            .filter(isLetterGrade);
          return [s.name, overallLetterGrade(own) ?? '—', own.length];
        }),
      )}`,
    );
  }
  return each(parts);
}
