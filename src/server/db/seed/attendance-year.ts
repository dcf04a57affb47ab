import type { AttendanceStatus } from '@/shared/rules/attendance.ts';
import { derivedInt, pick } from './derive.ts';
import type { SchoolYear } from './school-year.ts';

/**
 * Attendance for the seed: every enrolled student on the last SEED_ATTENDANCE_DAYS school days
 * (Monday to Friday) before today, today itself left unmarked (so "not yet marked today" has
 * content). Marked by the teacher of the student's first class, in that class. Mostly present,
 * some late (with minutes), about one in three students absent once (with a reason); two students
 * fall below 90 %: one with three absences in a row, one with three apart.
 */
export const SEED_ATTENDANCE_DAYS = 15;

export interface AttendanceOptions {
  /** Students whose days are fixed: exactly this many present and absent, none late. */
  exact?: readonly { studentId: string; present: number; absent: number }[];
}

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

// An empty reason: none given (the reason is optional).
const REASONS = ['Sick', 'Medical appointment', 'Family matter', ''] as const;

/** The `count` school days (Monday-Friday) before `today`, oldest first. */
export function schoolDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  let time = Date.parse(`${today}T00:00:00Z`);
  while (days.length < count) {
    time -= 86_400_000;
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

export function planAttendance(
  scope: string,
  year: SchoolYear,
  options: AttendanceOptions,
): AttendanceRow[] {
  const days = schoolDaysBefore(year.today, SEED_ATTENDANCE_DAYS);
  const classes = new Map(year.classes.map((klass) => [klass.id, klass]));
  const firstClass = new Map<string, { id: string; teacherId: string }>();
  for (const { studentId, classId } of year.enrolments) {
    const klass = classes.get(classId);
    if (klass && !firstClass.has(studentId)) {
      firstClass.set(studentId, { id: klass.id, teacherId: klass.teacherId });
    }
  }
  const exact = new Map((options.exact ?? []).map((spec) => [spec.studentId, spec]));
  const others = year.students.filter(
    (student) => firstClass.has(student.id) && !exact.has(student.id),
  );
  // Below 90 %: three absences in a row, or three apart (12 of 15 days there: 80 %).
  const inARow =
    others.length > 2
      ? others[derivedInt(`${scope}/attendance/in-a-row`) % others.length]
      : undefined;
  const apart = others.filter((student) => student !== inARow);
  const scattered =
    apart.length > 2 ? apart[derivedInt(`${scope}/attendance/apart`) % apart.length] : undefined;

  const rows: AttendanceRow[] = [];
  for (const student of year.students) {
    const klass = firstClass.get(student.id);
    if (!klass) continue;
    const key = `${scope}/attendance/${student.id}`;
    const spec = exact.get(student.id);
    const absentDays = new Set<number>();
    if (spec) {
      // Spread over the days, never two in a row: e.g. 2 of 15 on days 5 and 10.
      for (let n = 1; n <= spec.absent; n++) {
        absentDays.add(Math.floor((n * days.length) / (spec.absent + 1)) - 1);
      }
    } else if (student === inARow) {
      const start = 4 + (derivedInt(`${key}/start`) % 6);
      [start, start + 1, start + 2].forEach((day) => absentDays.add(day));
    } else if (student === scattered) {
      [2, 7, 12].forEach((day) => absentDays.add(day));
    } else if (derivedInt(`${key}/absent`) % 100 < 30) {
      absentDays.add(derivedInt(`${key}/absent-day`) % days.length);
    }
    days.forEach((date, index) => {
      const absent = absentDays.has(index);
      const late = !spec && !absent && derivedInt(`${key}/${date}/late`) % 100 < 5;
      rows.push({
        studentId: student.id,
        date,
        status: absent ? 'absent' : late ? 'late' : 'present',
        minutesLate: late ? 5 + (derivedInt(`${key}/${date}/minutes`) % 21) : null,
        reason: (absent && pick(REASONS, `${key}/${date}/reason`)) || null,
        classId: klass.id,
        markedBy: klass.teacherId,
      });
    });
  }
  return rows;
}
