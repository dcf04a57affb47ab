import { describe, expect, it } from 'vitest';
import type { AttendanceStatus } from './attendance.ts';
import { longestAbsenceRun, summarizeStudent } from './attendance-report.ts';

const days = (statuses: AttendanceStatus[]) =>
  statuses.map((status, index) => ({
    date: `2026-03-${String(index + 2).padStart(2, '0')}`,
    status,
  }));

describe('attendance report rules', () => {
  it('finds the longest run of absences in date order, whatever order the marks come in', () => {
    const marks = days(['absent', 'present', 'absent', 'absent', 'absent', 'late', 'absent']);
    expect(longestAbsenceRun(marks)).toBe(3);
    expect(longestAbsenceRun([...marks].reverse())).toBe(3);
    expect(longestAbsenceRun(days(['late', 'absent', 'late', 'absent']))).toBe(1);
    expect(longestAbsenceRun([])).toBe(0);
  });

  it('flags chronic absence below 90 % and three absences in a row', () => {
    // 13 of 15 there: 87 %, chronic; two apart, no run.
    const sam = summarizeStudent(
      days([
        ...Array(4).fill('present'),
        'absent',
        ...Array(4).fill('present'),
        'absent',
        ...Array(5).fill('present'),
      ]),
    );
    expect(sam).toMatchObject({
      present: 13,
      absent: 2,
      late: 0,
      marked: 15,
      rate: 87,
      chronic: true,
      longestAbsenceRun: 1,
      consecutiveAbsences: false,
    });
    // 9 of 10 there (late counts as there): exactly 90 %, not chronic.
    expect(summarizeStudent(days([...Array(8).fill('present'), 'late', 'absent']))).toMatchObject({
      rate: 90,
      chronic: false,
    });
    const run = summarizeStudent(
      days([...Array(27).fill('present'), 'absent', 'absent', 'absent']),
    );
    expect(run).toMatchObject({
      rate: 90,
      chronic: false,
      longestAbsenceRun: 3,
      consecutiveAbsences: true,
    });
    expect(summarizeStudent([])).toMatchObject({ rate: null, chronic: false, marked: 0 });
  });
});
