import { describe, expect, it } from 'vitest';
import { dueDateIn, feeDueDates, schoolYearOf } from './fee-schedule.ts';

describe('schoolYearOf', () => {
  it('is September 1 to June 30 containing the day', () => {
    expect(schoolYearOf('2026-11-22')).toEqual({ start: '2026-09-01', end: '2027-06-30' });
    expect(schoolYearOf('2027-03-05')).toEqual({ start: '2026-09-01', end: '2027-06-30' });
    expect(schoolYearOf('2027-06-30')).toEqual({ start: '2026-09-01', end: '2027-06-30' });
  });
  it('in July and August is the year that starts next', () => {
    expect(schoolYearOf('2027-07-01')).toEqual({ start: '2027-09-01', end: '2028-06-30' });
    expect(schoolYearOf('2027-08-31')).toEqual({ start: '2027-09-01', end: '2028-06-30' });
  });
});

describe('dueDateIn', () => {
  it("puts a due day past a month's end on its last day", () => {
    expect(dueDateIn(2027, 2, 31)).toBe('2027-02-28');
    expect(dueDateIn(2028, 2, 30)).toBe('2028-02-29');
    expect(dueDateIn(2026, 11, 31)).toBe('2026-11-30');
    expect(dueDateIn(2026, 12, 31)).toBe('2026-12-31');
    expect(dueDateIn(2026, 9, 5)).toBe('2026-09-05');
  });
});

describe('feeDueDates', () => {
  const year = { from: '2026-09-01', today: '2026-11-22' };
  it('monthly: each month September to June', () => {
    const dates = feeDueDates({ frequency: 'monthly', dueDay: 31, ...year });
    expect(dates).toEqual([
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
  });
  it('quarterly: every 3 months', () => {
    expect(feeDueDates({ frequency: 'quarterly', dueDay: 10, ...year })).toEqual([
      '2026-09-10',
      '2026-12-10',
      '2027-03-10',
      '2027-06-10',
    ]);
  });
  it.each([
    // annually: once, the first due date of the year from `from` on
    ['annually', 15, year.from, year.today, ['2026-09-15']],
    ['annually', 15, '2026-11-20', '2026-11-22', ['2026-12-15']],
    // one-time: once, on the first due day from `from` on, whatever the year
    ['one-time', 25, '2026-11-22', '2026-11-22', ['2026-11-25']],
    ['one-time', 5, '2026-12-22', '2027-05-01', ['2027-01-05']],
    // leaves out due dates before `from`
    ['monthly', 1, '2027-04-02', '2027-04-02', ['2027-05-01', '2027-06-01']],
  ] as const)('%s on day %i from %s (today %s): due %j', (frequency, dueDay, from, today, due) => {
    expect(feeDueDates({ frequency, dueDay, from, today })).toEqual(due);
  });
  it('is the same every time it runs (idempotent generation relies on it)', () => {
    const input = { frequency: 'monthly' as const, dueDay: 3, ...year };
    expect(feeDueDates(input)).toEqual(feeDueDates(input));
  });
  it('gives nothing for a due day outside 1 to 31', () => {
    expect(feeDueDates({ frequency: 'monthly', dueDay: 0, ...year })).toEqual([]);
    expect(feeDueDates({ frequency: 'monthly', dueDay: 32, ...year })).toEqual([]);
  });
});
