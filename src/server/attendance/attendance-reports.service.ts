import { attendanceWindowStart, attendanceRate } from '@/shared/rules/attendance.ts';
import {
  countStatuses,
  summarizeStudent,
  type DatedMark,
} from '@/shared/rules/attendance-report.ts';
import {
  MAX_REPORT_DAYS,
  type AttendanceReport,
  type AttendanceReportQuery,
  type DailyAttendance,
  type StudentAttendanceReport,
  type UnmarkedToday,
} from '@/shared/schemas/attendance.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { schoolToday } from '../platform/school-clock/school-clock.queries.ts';
import { classesNotMarkedOn } from './attendance-reports.queries.ts';
import { classMarksBetween } from './attendance.queries.ts';
import { ownClass } from './attendance.service.ts';
import { toCsv } from './csv.ts';
import { fieldError } from '../platform/http/field-error.ts';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** Rates per student (with the chronic and consecutive flags) and per day, for a class and range. */
export function getAttendanceReport(
  scope: RequestScope,
  query: AttendanceReportQuery,
): Promise<AttendanceReport> {
  return scope.asCaller(async (tx) => {
    const klass = await ownClass(tx, query.classId);
    const to = query.to ?? (query.from && query.from > klass.today ? query.from : klass.today);
    const from = query.from ?? attendanceWindowStart(to);
    if (from > to) {
      throw fieldError('to', 'The end date must be on or after the start date');
    }
    if (daysBetween(from, to) > MAX_REPORT_DAYS) {
      throw fieldError('from', `Choose at most ${MAX_REPORT_DAYS} days`);
    }
    const rows = await classMarksBetween(tx, klass.id, from, to);
    const byStudent = new Map<string, { row: (typeof rows)[number]; marks: DatedMark[] }>();
    const byDay = new Map<string, DatedMark[]>();
    for (const row of rows) {
      const entry = byStudent.get(row.studentId) ?? { row, marks: [] };
      byStudent.set(row.studentId, entry);
      if (!row.date || !row.status) continue;
      const mark = { date: row.date, status: row.status };
      entry.marks.push(mark);
      byDay.set(row.date, [...(byDay.get(row.date) ?? []), mark]);
    }
    const students: StudentAttendanceReport[] = [...byStudent.values()].map(({ row, marks }) => ({
      studentId: row.studentId,
      studentName: row.studentName,
      rollNumber: row.rollNumber,
      ...summarizeStudent(marks),
    }));
    const daily: DailyAttendance[] = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, marks]) => {
        const counts = countStatuses(marks);
        return { date, ...counts, rate: attendanceRate(counts) };
      });
    const all = countStatuses([...byDay.values()].flat());
    return {
      classId: klass.id,
      className: klass.name,
      from,
      to,
      today: klass.today,
      rate: attendanceRate(all),
      students,
      daily,
    };
  });
}

export const CSV_HEADER = [
  'Student',
  'Roll number',
  'Present',
  'Absent',
  'Late',
  'Days marked',
  'Attendance rate (%)',
  'Chronic absence (below 90%)',
  'Longest run of absences',
  '3 or more absences in a row',
] as const;

/** The report as a CSV file: one line per student. */
export async function getAttendanceReportCsv(scope: RequestScope, query: AttendanceReportQuery) {
  const report = await getAttendanceReport(scope, query);
  const csv = toCsv([
    [...CSV_HEADER],
    ...report.students.map((student) => [
      student.studentName,
      student.rollNumber,
      student.present,
      student.absent,
      student.late,
      student.marked,
      student.rate,
      student.chronic ? 'yes' : 'no',
      student.longestAbsenceRun,
      student.consecutiveAbsences ? 'yes' : 'no',
    ]),
  ]);
  const name = report.className.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class';
  return { csv, fileName: `attendance-${name}-${report.from}-to-${report.to}.csv` };
}

/**
 * The caller's classes with a lesson on the day (default the school's today) and students not yet
 * marked on it; none on a day that is not a school day.
 */
export function getUnmarkedToday(
  scope: RequestScope,
  date: string | undefined,
): Promise<UnmarkedToday> {
  return scope.asCaller(async (tx, me) => {
    const today = await schoolToday(tx);
    const day = date ?? today;
    return { today, date: day, classes: await classesNotMarkedOn(tx, me.userId, day) };
  });
}
