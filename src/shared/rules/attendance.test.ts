import { describe, expect, it } from 'vitest';
import {
  attendanceRate,
  attendanceTotals,
  attendanceWindowStart,
  markedDays,
  sumAttendance,
} from './attendance.ts';

describe('attendanceRate', () => {
  it('is null when nothing is marked', () => {
    expect(attendanceRate({ present: 0, absent: 0, late: 0 })).toBeNull();
  });

  it('counts late as attended and rounds to a whole percent', () => {
    expect(attendanceRate({ present: 13, absent: 2, late: 0 })).toBe(87);
    expect(attendanceRate({ present: 12, absent: 2, late: 1 })).toBe(87);
    expect(attendanceRate({ present: 0, absent: 3, late: 0 })).toBe(0);
    expect(attendanceRate({ present: 1, absent: 0, late: 0 })).toBe(100);
  });
});

describe('markedDays', () => {
  it('counts present, absent and late days alike', () => {
    expect(markedDays({ present: 12, absent: 2, late: 1 })).toBe(15);
    expect(markedDays({ present: 0, absent: 0, late: 0 })).toBe(0);
  });
});

describe('attendanceWindowStart', () => {
  it('spans 30 days including today, across month and year ends', () => {
    expect(attendanceWindowStart('2026-11-22')).toBe('2026-10-24');
    expect(attendanceWindowStart('2027-01-10')).toBe('2026-12-12');
  });
});

describe('sumAttendance and attendanceTotals', () => {
  it('adds counts up and lists them in the statuses’ order with their labels', () => {
    const total = sumAttendance([
      { present: 2, absent: 1, late: 0 },
      { present: 3, absent: 0, late: 4 },
    ]);
    expect(total).toEqual({ present: 5, absent: 1, late: 4 });
    expect(sumAttendance([])).toEqual({ present: 0, absent: 0, late: 0 });
    expect(attendanceTotals(total)).toEqual([
      ['Present', 5],
      ['Absent', 1],
      ['Late', 4],
    ]);
  });
});
