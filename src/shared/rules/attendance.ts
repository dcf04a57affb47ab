import { addDays } from './dates.ts';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** "Monthly" and "this month" attendance mean the last 30 days up to the school's today. */
export const ATTENDANCE_WINDOW_DAYS = 30;

/** A student below this rate over a period is chronically absent (teacher reports). */
export const CHRONIC_ABSENCE_BELOW_PERCENT = 90;

/** Absences in a row (school days marked absent, nothing between) that reports call out. */
export const CONSECUTIVE_ABSENCES_FLAG = 3;

export interface AttendanceCounts {
  present: number;
  absent: number;
  late: number;
}

/**
 * The share of marked days the student was there (present or late), as a whole percent; null when
 * no day is marked. Unmarked days do not count either way.
 */
export function attendanceRate({ present, absent, late }: AttendanceCounts): number | null {
  const marked = present + absent + late;
  return marked === 0 ? null : Math.round(((present + late) * 100) / marked);
}

/** The first date (YYYY-MM-DD) of the attendance window ending on `today` (inclusive). */
export function attendanceWindowStart(today: string): string {
  return addDays(today, -(ATTENDANCE_WINDOW_DAYS - 1));
}
