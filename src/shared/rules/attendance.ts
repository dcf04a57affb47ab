import { addDays } from './dates.ts';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** How the screens name each status. */
export const ATTENDANCE_STATUS_LABELS: Readonly<Record<AttendanceStatus, string>> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
};

/** "Monthly" and "this month" attendance mean the last 30 days up to the school's today. */
export const ATTENDANCE_WINDOW_DAYS = 30;

/** A student below this rate over a period is chronically absent (teacher reports). */
export const CHRONIC_ABSENCE_BELOW_PERCENT = 90;

/** Absences in a row (school days marked absent, nothing between) that reports call out. */
export const CONSECUTIVE_ABSENCES_FLAG = 3;

export type AttendanceCounts = Record<AttendanceStatus, number>;

/** Counts of nothing marked, to add to. */
export const noAttendance = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0 });

/** The counts of several periods or students added up. */
export function sumAttendance(counts: readonly AttendanceCounts[]): AttendanceCounts {
  const total = noAttendance();
  for (const each of counts) {
    for (const status of ATTENDANCE_STATUSES) total[status] += each[status];
  }
  return total;
}

/** The counts as the screens list them: [label, count] per status, in the statuses' order. */
export const attendanceTotals = (counts: AttendanceCounts) =>
  ATTENDANCE_STATUSES.map((status) => [ATTENDANCE_STATUS_LABELS[status], counts[status]] as const);

/** The days marked at all (present, absent or late): what a rate is taken over. */
export const markedDays = ({ present, absent, late }: AttendanceCounts): number =>
  present + absent + late;

/**
 * The attendance rate, the one rule for every screen, report and chat answer: the share of marked
 * days the student was there (present or late), as a whole percent; null when no day is marked.
 * Unmarked days do not count either way. SQL returns the counts (per status) and never the rate.
 */
export function attendanceRate(counts: AttendanceCounts): number | null {
  const marked = markedDays(counts);
  return marked === 0 ? null : Math.round(((counts.present + counts.late) * 100) / marked);
}

/** The first date (YYYY-MM-DD) of the attendance window ending on `today` (inclusive). */
export function attendanceWindowStart(today: string): string {
  return addDays(today, -(ATTENDANCE_WINDOW_DAYS - 1));
}
