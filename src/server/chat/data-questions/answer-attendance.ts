import { attendanceRate, markedDays, sumAttendance } from '@/shared/rules/attendance.ts';
import { plural } from '@/shared/rules/text.ts';
import { each, studentLabel, table, whose } from './answer-format.ts';
import {
  closureOf,
  countsOf,
  marksOn,
  missedDays,
  rosterOf,
  studentsIn,
  type RosterLine,
} from './ask-people.queries.ts';
import { scopeOf, type AskContext } from './ask-scope.ts';
import { dayLabel, isoWeekday, type When } from './ask-when.ts';
import { attendanceCounts } from './db-query.queries.ts';

/** A group of students the answer covers, labelled: a class, a year group, a child. */
interface Group {
  label: string;
  students: RosterLine[];
  /** One person asked about by name (or a parent's child), not a class of one. */
  person?: boolean;
}

/** The words for app_school_day_closure's answer (20_school-calendar.sql). */
const closureWords = (closure: string) =>
  closure.startsWith('holiday:')
    ? `a holiday: ${closure.slice('holiday:'.length)}`
    : closure === 'weekend'
      ? 'a weekend'
      : 'outside the school’s terms';

async function groupsOf(ctx: AskContext): Promise<Group[] | string> {
  const scope = scopeOf(ctx);
  switch (scope.kind) {
    case 'answer':
      return scope.answer;
    case 'students':
      return scope.students.map((s) => ({
        label: studentLabel(s),
        students: [{ id: s.id, name: s.name, roll_number: '', grade: s.grade, section: s.section }],
        person: true,
      }));
    case 'classes':
      return Promise.all(
        scope.groups.map(async (g) => ({
          label: g.label,
          students: await rosterOf(
            ctx.tx,
            g.classes.map((c) => c.id),
          ),
        })),
      );
    case 'grade':
      return [
        { label: `Grade ${scope.grade}`, students: await studentsIn(ctx.tx, scope.grade, null) },
      ];
    case 'all':
      return [
        {
          label: ctx.role === 'admin' ? 'the school' : whose(ctx.role),
          students: await studentsIn(ctx.tx, null, null),
        },
      ];
  }
}

/** One day: each group's marks, with the names of who was absent or late (or all, if asked so). */
async function onDay(ctx: AskContext, groups: Group[], date: string): Promise<string> {
  const day = dayLabel(date);
  if (date > ctx.today) return `${day} has not come yet: there is no attendance for it.`;
  const only = ctx.ask.only;
  const parts = [];
  for (const group of groups) {
    const marks = new Map(
      (
        await marksOn(
          ctx.tx,
          group.students.map((s) => s.id),
          date,
        )
      ).map((m) => [m.student_id, m]),
    );
    if (group.students.length === 0) {
      parts.push(`No students found in ${group.label}.`);
      continue;
    }
    const rows = group.students.map((s) => ({ ...s, mark: marks.get(s.id) ?? null }));
    const count = (status: string | null) =>
      rows.filter((r) => (r.mark?.status ?? null) === status).length;
    if (marks.size === 0) {
      const closure = await closureOf(ctx.tx, date);
      const why = closure
        ? ` (${closureWords(closure)})`
        : isoWeekday(date) > 5
          ? ' (a weekend)'
          : '';
      parts.push(`No attendance was marked for ${group.label} on ${day}${why}.`);
      continue;
    }
    if (group.person) {
      const mark = rows[0]!.mark;
      const late =
        mark?.status === 'late' && mark.minutes_late ? ` (${mark.minutes_late} min)` : '';
      const reason = mark?.reason ? ` Note: ${mark.reason}` : '';
      parts.push(`${group.label} was ${mark?.status ?? 'not marked'}${late} on ${day}.${reason}`);
      continue;
    }
    const summary = `Attendance of ${group.label} on ${day}: ${count('present')} present, ${count('absent')} absent, ${count('late')} late, ${count(null)} not marked.`;
    const asked = only
      ? rows.filter((r) => r.mark && (only as string[]).includes(r.mark.status))
      : rows;
    const lead =
      ctx.ask.counting && only
        ? `${plural(asked.length, 'student')} ${asked.length === 1 ? 'was' : 'were'} ${only.join(' or ')} in ${group.label} on ${day}. `
        : '';
    if (asked.length === 0) {
      parts.push(`${lead}${summary} Nobody was ${only!.join(' or ')}.`);
      continue;
    }
    parts.push(
      `${lead}${summary}\n\n${table(
        ['Student', 'Class', 'Status', 'Note'],
        asked.map((r) => [
          r.name,
          `${r.grade}${r.section}`,
          r.mark?.status ?? 'not marked',
          r.mark?.status === 'late' && r.mark.minutes_late
            ? `${r.mark.minutes_late} min late`
            : (r.mark?.reason ?? ''),
        ]),
        only ? 200 : undefined,
      )}`,
    );
  }
  return each(parts);
}

/** A period: each group's counts and rate (the screens' rule), with the days missed. */
async function overPeriod(ctx: AskContext, groups: Group[], when: When): Promise<string> {
  if (when.from > ctx.today)
    return `${when.label} has not come yet: there is no attendance for it.`;
  const to = when.to > ctx.today ? ctx.today : when.to;
  const span = when.from === to ? dayLabel(to) : `${when.from} to ${to}`;
  const period = when.label.replace(/ \(.*\)$/, '');
  const parts = [];
  for (const group of groups) {
    const ids = group.students.map((s) => s.id);
    const counts = await countsOf(ctx.tx, ids, when.from, to);
    const total = sumAttendance(counts);
    const marked = markedDays(total);
    if (marked === 0) {
      parts.push(`No attendance was marked for ${group.label} ${period} (${span}).`);
      continue;
    }
    const head = `Attendance of ${group.label}, ${period} (${span}): ${attendanceRate(total)}% present over ${plural(marked, 'marked day')} — present ${total.present}, absent ${total.absent}, late ${total.late}.`;
    if (group.person) {
      const missed = await missedDays(ctx.tx, ids, when.from, to);
      // An absence says whether it is excused (an accepted note covers it) or not.
      const list = (status: string) =>
        missed
          .filter((m) => m.status === status)
          .map((m) =>
            status === 'absent' ? `${m.date} (${m.excused ? 'excused' : 'unexcused'})` : m.date,
          )
          .join(', ');
      const absent = list('absent');
      const late = list('late');
      parts.push(
        `${head}${absent ? ` Absent on ${absent}.` : ''}${late ? ` Late on ${late}.` : ''}`,
      );
      continue;
    }
    const names = new Map(group.students.map((s) => [s.id, s.name]));
    const rows = counts
      .filter((c) => markedDays(c) > 0)
      .sort((a, b) => (attendanceRate(a) ?? 0) - (attendanceRate(b) ?? 0))
      .map((c) => [
        names.get(c.student_id) ?? '',
        `${attendanceRate(c)}%`,
        c.present,
        c.absent,
        c.late,
      ]);
    parts.push(`${head}\n\n${table(['Student', 'Rate', 'Present', 'Absent', 'Late'], rows)}`);
  }
  return each(parts);
}

/** The caller's whole view over a period, as the answer has always read it (one pass). */
async function allOverPeriod(ctx: AskContext, when: When): Promise<string> {
  const to = when.to > ctx.today ? ctx.today : when.to;
  const period = when.label.replace(/ \(.*\)$/, '');
  const span = when.from === to ? to : `${when.from} to ${to}`;
  const rows = await attendanceCounts(ctx.tx, { from: when.from, to });
  if (rows.length === 0)
    return `No attendance was marked for ${whose(ctx.role)} ${period} (${span}).`;
  const total = sumAttendance(rows);
  return `Attendance ${period} (${span}) for ${whose(ctx.role)}: ${attendanceRate(total)}% present over ${plural(markedDays(total), 'marked day')} — present ${total.present}, absent ${total.absent}, late ${total.late}.\n\n${table(
    ['Student', 'Present', 'Absent', 'Late'],
    rows.map((r) => [r.student, r.present, r.absent, r.late]),
  )}`;
}

export async function answerAttendance(ctx: AskContext, thisMonth: When): Promise<string> {
  const { ask, today } = ctx;
  // A class, or who was off, without a day: today. Otherwise a person or the school: this month.
  const named = ask.classAsked !== null || ask.mine;
  const when =
    ask.when ??
    (named || ask.only ? { from: today, to: today, label: dayLabel(today), day: true } : thisMonth);
  const groups = await groupsOf(ctx);
  if (typeof groups === 'string') return groups;
  if (when.day) return onDay(ctx, groups, when.from);
  const scope = scopeOf(ctx).kind;
  if (scope === 'all') return allOverPeriod(ctx, when);
  return overPeriod(ctx, groups, when);
}
