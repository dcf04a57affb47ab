import { describe, expect, it } from 'vitest';
import { attendanceRate, attendanceWindowStart } from './attendance.ts';

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

describe('attendanceWindowStart', () => {
  it('spans 30 days including today, across month and year ends', () => {
    expect(attendanceWindowStart('2026-11-22')).toBe('2026-10-24');
    expect(attendanceWindowStart('2027-01-10')).toBe('2026-12-12');
  });
});
