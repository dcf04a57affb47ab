import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';

describe('addDays', () => {
  it('counts calendar days across months, years and leap days, either way', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
});
