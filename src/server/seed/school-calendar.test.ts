import { describe, expect, it } from 'vitest';
import { attendanceWindowStart } from '@/shared/rules/attendance.ts';
import { addDays } from '@/shared/rules/dates.ts';
import {
  DEMO_HOLIDAYS,
  isSchoolDay,
  schoolDayFrom,
  schoolDaysBetween,
  yearStartOf,
} from './school-calendar.ts';

describe('the seed school calendar', () => {
  it('closes on weekends and for each holiday week of DEMO_HOLIDAYS', () => {
    expect(isSchoolDay('2026-11-21')).toBe(false); // Saturday
    expect(isSchoolDay('2026-11-24')).toBe(true);
    // Christmas 2026 falls on a Friday: the week of 21 December is off.
    expect(schoolDaysBetween('2026-12-18', '2026-12-29')).toEqual([
      '2026-12-18',
      '2026-12-28',
      '2026-12-29',
    ]);
    // A holiday on a weekend moves the break to the next week (28 October 2028 is a Saturday).
    expect(isSchoolDay('2028-10-27')).toBe(true);
    expect(schoolDaysBetween('2028-10-30', '2028-11-03')).toEqual([]);
    for (let year = 2025; year <= 2035; year++) {
      const days = schoolDaysBetween(`${year}-01-01`, `${year}-12-31`);
      const weekdays = Array.from({ length: 366 }, (_, day) => addDays(`${year}-01-01`, day))
        .filter((date) => date.startsWith(String(year)))
        .filter((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())).length;
      expect(weekdays - days.length).toBe(5 * DEMO_HOLIDAYS.length);
    }
  });

  it('keeps at least 15 school days before today in every 30-day window (the 87 % needs them)', () => {
    let fewest = Infinity;
    for (let today = '2025-01-01'; today <= '2035-12-31'; today = addDays(today, 1)) {
      const days = schoolDaysBetween(attendanceWindowStart(today), addDays(today, -1)).length;
      fewest = Math.min(fewest, days);
    }
    expect(fewest).toBeGreaterThanOrEqual(15);
  });

  it('finds the nearest school day and the school year of a day', () => {
    expect(schoolDayFrom('2026-11-21', -1)).toBe('2026-11-20');
    expect(schoolDayFrom('2026-11-21', 1)).toBe('2026-11-23');
    expect(yearStartOf('2026-09-01')).toBe('2026-09-01');
    expect(yearStartOf('2027-08-31')).toBe('2026-09-01');
  });
});
