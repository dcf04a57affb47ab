import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDateSchema, orderedDateRange } from './dates.ts';

const issues = (value: unknown, message?: string) => {
  const result = isoDateSchema('Due date', message).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('isoDateSchema', () => {
  it('takes calendar days from 1900 to 2200', () => {
    for (const good of ['1900-01-01', '2024-02-29', '2026-11-24', '2200-12-31']) {
      expect(issues(good)).toEqual([]);
    }
  });

  it('names the field for a missing, malformed, impossible or out-of-range date', () => {
    expect(issues(undefined)).toEqual(['Due date is required']);
    expect(issues('')).toEqual(['Due date is required']);
    expect(issues('24-1-1')).toEqual(['Due date must be a date']);
    expect(issues('2023-02-29')).toEqual(['Due date must be a date']);
    expect(issues('2024-13-01')).toEqual(['Due date must be a date']);
    for (const far of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(issues(far)).toEqual(['Due date must be between 1900 and 2200']);
    }
  });

  it('uses the given wording for a missing or malformed date', () => {
    expect(issues(42, 'Enter the date as YYYY-MM-DD')).toEqual(['Enter the date as YYYY-MM-DD']);
    expect(issues('soon', 'Enter the date as YYYY-MM-DD')).toEqual([
      'Enter the date as YYYY-MM-DD',
    ]);
  });
});

describe('orderedDateRange', () => {
  const range = orderedDateRange(
    z.object({ from: z.string().optional(), to: z.string().optional() }),
  );

  it('takes an open or an ordered range', () => {
    for (const good of [{}, { from: '2026-01-02' }, { to: '2026-01-02' }]) {
      expect(range.safeParse(good).success).toBe(true);
    }
    expect(range.safeParse({ from: '2026-01-02', to: '2026-01-02' }).success).toBe(true);
  });

  it('refuses an end before the start, on the end field', () => {
    const result = range.safeParse({ from: '2026-01-03', to: '2026-01-02' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['to'], message: 'The end date must be on or after the start date' },
    ]);
  });
});
