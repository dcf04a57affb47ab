import { describe, expect, it } from 'vitest';
import { mediumDate, schoolDate, shortDay } from './school-date';

describe('school dates', () => {
  it('shows due and paid dates with the year', () => {
    expect(mediumDate('2026-11-01')).toBe('Nov 1, 2026');
    expect(mediumDate('2027-02-28')).toBe('Feb 28, 2027');
  });

  it('shows the day a date names, with its weekday, whatever the zone', () => {
    expect(shortDay('2026-12-03')).toBe('Thu, Dec 3');
    expect(schoolDate('2026-01-01', { month: 'long', day: 'numeric' })).toBe('January 1');
  });
});
