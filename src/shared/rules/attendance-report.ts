import {
  CHRONIC_ABSENCE_BELOW_PERCENT,
  CONSECUTIVE_ABSENCES_FLAG,
  attendanceRate,
  noAttendance,
  type AttendanceCounts,
  type AttendanceStatus,
} from './attendance.ts';

export interface DatedMark {
  /** YYYY-MM-DD */
  date: string;
  status: AttendanceStatus;
}

export interface StudentAttendanceSummary extends AttendanceCounts {
  marked: number;
  /** attendanceRate: null when no day is marked. */
  rate: number | null;
  /** Below CHRONIC_ABSENCE_BELOW_PERCENT over the period. */
  chronic: boolean;
  /** The most absences in a row: marked days absent with no other mark between. */
  longestAbsenceRun: number;
  /** longestAbsenceRun reaches CONSECUTIVE_ABSENCES_FLAG. */
  consecutiveAbsences: boolean;
}

/** The longest run of absences among the marks taken in date order (unmarked days do not break it). */
export function longestAbsenceRun(marks: readonly DatedMark[]): number {
  const ordered = [...marks].sort((a, b) => a.date.localeCompare(b.date));
  let longest = 0;
  let run = 0;
  for (const mark of ordered) {
    run = mark.status === 'absent' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

export function countStatuses(marks: readonly { status: AttendanceStatus }[]): AttendanceCounts {
  const counts = noAttendance();
  for (const mark of marks) counts[mark.status]++;
  return counts;
}

/** A student's figures over a period: counts, rate, and the two flags reports call out. */
export function summarizeStudent(marks: readonly DatedMark[]): StudentAttendanceSummary {
  const counts = countStatuses(marks);
  const rate = attendanceRate(counts);
  const run = longestAbsenceRun(marks);
  return {
    ...counts,
    marked: marks.length,
    rate,
    chronic: rate !== null && rate < CHRONIC_ABSENCE_BELOW_PERCENT,
    longestAbsenceRun: run,
    consecutiveAbsences: run >= CONSECUTIVE_ABSENCES_FLAG,
  };
}
