import { describe, expect, it } from 'vitest';
import { possessive, shortDate } from './format';

describe('parent screen dates', () => {
  it('shows attendance days as short month and day, the date as written whatever the zone', () => {
    expect(shortDate('2026-11-22')).toBe('Nov 22');
    expect(shortDate('2026-01-01')).toBe('Jan 1');
    expect(shortDate('2025-12-31')).toBe('Dec 31');
  });

  it("names the child's cards", () => {
    expect(`${possessive('Sam Shah')} Attendance`).toBe("Sam Shah's Attendance");
  });
});
