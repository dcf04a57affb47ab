import { sql, type Transaction } from 'kysely';
import { attendanceWindowStart, type AttendanceStatus } from '@/shared/rules/attendance.ts';
import { addDays } from '@/shared/rules/dates.ts';
import type { Database } from '../platform/db/schema.ts';
import { derivedInt, pick } from './derive.ts';
import { schoolDaysBetween } from './school-calendar.ts';
import type { AttendanceOptions, ClassRow, EnrolmentRow, SchoolYear } from './school-year-types.ts';

/**
 * Attendance for the seed: every enrolled student on every school day (school-calendar.ts) from
 * the year's data start (history-year.ts: its first day, or five weeks back in early September)
 * or the day they joined, up to yesterday; today is left to mark. Marked in the student's register
 * class (their first class) by its teacher. Mostly present; each student has their own habits:
 * absences in spells of one to three days (most students rarely, a few often), some late days.
 * In the 30-day window two students fall below 90 %: one with three absences in a row, one with
 * three apart.
 *
 * Planned compactly (the days, the roster, and only the marks that are not a plain 'present') and
 * written in one set-based statement: a year of 300 students is some 50,000 rows.
 */

export interface AttendanceRow {
  studentId: string;
  /** 'YYYY-MM-DD' */
  date: string;
  status: AttendanceStatus;
  minutesLate: number | null;
  reason: string | null;
  classId: string;
  markedBy: string;
}

export interface AttendancePlan {
  /** The school days marked, oldest first (yesterday the latest). */
  days: string[];
  /** Who is marked, in which class, by whom, from which day on. */
  roster: { studentId: string; classId: string; markedBy: string; from: string }[];
  /** The marks that are not a plain 'present' (absent, late, or spelled out). */
  marks: AttendanceRow[];
  /** Days of the roster left unmarked. */
  unmarked: { studentId: string; date: string }[];
}

// An empty reason: none given (the reason is optional).
const REASONS = ['Sick', 'Medical appointment', 'Family matter', ''] as const;

/** Each student's register class: the first class they are enrolled in, and its teacher. */
export function registerClasses(
  classes: readonly ClassRow[],
  enrolments: readonly EnrolmentRow[],
): Map<string, ClassRow> {
  const byId = new Map(classes.map((klass) => [klass.id, klass]));
  const first = new Map<string, ClassRow>();
  for (const { studentId, classId } of enrolments) {
    const klass = byId.get(classId);
    if (klass && !first.has(studentId)) first.set(studentId, klass);
  }
  return first;
}

export function planAttendance(
  scope: string,
  year: SchoolYear,
  options: AttendanceOptions,
): AttendancePlan {
  const today = year.today;
  const days = schoolDaysBetween(year.history.dataStart, addDays(today, -1));
  const windowDays = days.filter((day) => day >= attendanceWindowStart(today));
  const register = registerClasses(year.classes, year.enrolments);
  const exact = new Map((options.exact ?? []).map((spec) => [spec.studentId, spec]));
  const roster = year.students.flatMap((student) => {
    const klass = register.get(student.id);
    if (!klass) return [];
    const joined = year.history.createdOn[student.id] ?? days[0]!;
    return [{ studentId: student.id, classId: klass.id, markedBy: klass.teacherId, from: joined }];
  });
  const others = roster.filter((row) => !exact.has(row.studentId) && row.from <= days[0]!);
  const lastFifteen = windowDays.slice(-15);
  // Below 90 % in the window: three absences in a row, or three apart.
  const inARow =
    others.length > 2
      ? others[derivedInt(`${scope}/attendance/in-a-row`) % others.length]
      : undefined;
  const apart = others.filter((row) => row !== inARow);
  const scattered =
    apart.length > 2 ? apart[derivedInt(`${scope}/attendance/apart`) % apart.length] : undefined;

  const marks: AttendanceRow[] = [];
  const unmarked: AttendancePlan['unmarked'] = [];
  for (const entry of roster) {
    const key = `${scope}/attendance/${entry.studentId}`;
    const mine = days.filter((day) => day >= entry.from);
    const status = new Map<string, AttendanceStatus>();
    const spec = exact.get(entry.studentId);
    const fixed = new Set<string>();
    if (spec) {
      const count = spec.present + spec.absent;
      if (windowDays.length < count) {
        throw new Error(`Only ${windowDays.length} school days in the window, not ${count}`);
      }
      const marked = windowDays.slice(-count);
      for (const day of windowDays.slice(0, -count)) {
        unmarked.push({ studentId: entry.studentId, date: day });
        fixed.add(day);
      }
      for (const day of marked) {
        status.set(day, 'present');
        fixed.add(day);
      }
      // Spread over the days, never two in a row: e.g. 2 of 15 on days 5 and 10.
      for (let n = 1; n <= spec.absent; n++) {
        status.set(marked[Math.floor((n * count) / (spec.absent + 1)) - 1]!, 'absent');
      }
    } else if (entry === inARow && lastFifteen.length >= 12) {
      const start = 4 + (derivedInt(`${key}/start`) % 6);
      for (const index of [start, start + 1, start + 2]) fixed.add(lastFifteen[index]!);
      for (const day of fixed) status.set(day, 'absent');
    } else if (entry === scattered && lastFifteen.length >= 13) {
      for (const index of [2, 7, 12]) fixed.add(lastFifteen[index]!);
      for (const day of fixed) status.set(day, 'absent');
    }
    // The student's habits: how often absent (in spells) and late, over their days.
    const habit = derivedInt(`${key}/habit`) % 100;
    const absentShare = habit < 70 ? 0.015 : habit < 92 ? 0.04 : 0.09;
    const lateShare = 0.01 + (derivedInt(`${key}/late-habit`) % 4) / 100;
    const spells = Math.round((mine.length * absentShare) / 1.6);
    for (let spell = 0; spell < spells && mine.length; spell++) {
      const start = derivedInt(`${key}/spell/${spell}`) % mine.length;
      const length = 1 + (derivedInt(`${key}/spell-length/${spell}`) % 5 === 0 ? 2 : 0);
      for (const day of mine.slice(start, start + length)) {
        if (!fixed.has(day)) status.set(day, 'absent');
      }
    }
    const lates = Math.round(mine.length * lateShare);
    for (let late = 0; late < lates && mine.length; late++) {
      const day = mine[derivedInt(`${key}/late/${late}`) % mine.length]!;
      if (!fixed.has(day) && !status.has(day)) status.set(day, 'late');
    }
    for (const [date, value] of status) {
      if (value === 'present' && !spec) continue;
      marks.push({
        studentId: entry.studentId,
        date,
        status: value,
        minutesLate: value === 'late' ? 5 + (derivedInt(`${key}/${date}/minutes`) % 21) : null,
        reason: (value === 'absent' && pick(REASONS, `${key}/${date}/reason`)) || null,
        classId: entry.classId,
        markedBy: entry.markedBy,
      });
    }
  }
  return { days, roster, marks, unmarked };
}

/** Every row the plan makes, as the statement below writes them (for checks without a database). */
export function attendanceRows(plan: AttendancePlan): AttendanceRow[] {
  const marks = new Map(plan.marks.map((mark) => [`${mark.studentId}/${mark.date}`, mark]));
  const skip = new Set(plan.unmarked.map((row) => `${row.studentId}/${row.date}`));
  return plan.roster.flatMap((entry) =>
    plan.days.flatMap((date) => {
      const key = `${entry.studentId}/${date}`;
      if (date < entry.from || skip.has(key)) return [];
      return [
        marks.get(key) ?? {
          studentId: entry.studentId,
          date,
          status: 'present' as const,
          minutesLate: null,
          reason: null,
          classId: entry.classId,
          markedBy: entry.markedBy,
        },
      ];
    }),
  );
}

/**
 * The seed builder's step: one statement. The roster times the days, less the unmarked days, each
 * 'present' unless a mark says otherwise; marked during registration, at 08:40 of the day.
 */
export async function insertAttendance(
  tx: Transaction<Database>,
  tenantId: string,
  plan: AttendancePlan | null,
): Promise<void> {
  if (!plan || !plan.roster.length || !plan.days.length) return;
  const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((row) => row[key]);
  const { roster, marks, unmarked } = plan;
  await sql`
    insert into attendance
      (tenant_id, student_id, date, status, minutes_late, reason, class_id, marked_by, marked_at)
    select ${tenantId}::uuid, r.student_id, d.day, coalesce(m.status, 'present'), m.minutes_late,
           m.reason, r.class_id, r.marked_by, (d.day + time '08:40') at time zone 'UTC'
      from unnest(${column(roster, 'studentId')}::uuid[], ${column(roster, 'classId')}::uuid[],
                  ${column(roster, 'markedBy')}::uuid[], ${column(roster, 'from')}::date[])
             as r (student_id, class_id, marked_by, first_day)
      join unnest(${plan.days}::date[]) as d (day) on d.day >= r.first_day
      left join unnest(${column(marks, 'studentId')}::uuid[], ${column(marks, 'date')}::date[],
                       ${column(marks, 'status')}::text[], ${column(marks, 'minutesLate')}::int[],
                       ${column(marks, 'reason')}::text[])
             as m (student_id, day, status, minutes_late, reason)
        on m.student_id = r.student_id and m.day = d.day
     where not exists (
             select 1 from unnest(${column(unmarked, 'studentId')}::uuid[],
                                  ${column(unmarked, 'date')}::date[]) as u (student_id, day)
              where u.student_id = r.student_id and u.day = d.day)`.execute(tx);
}
