import { describe, expect, it } from 'vitest';
import { readWhen, type Direction } from './ask-when.ts';
import { tokenize } from './ask-words.ts';

/** Today in these tests: Wednesday 2026-11-18. */
const TODAY = '2026-11-18';
const when = (text: string, direction: Direction = 'past', terms = []) =>
  readWhen(tokenize(text), TODAY, direction, terms)?.when ?? null;
const day = (text: string, direction: Direction = 'past') => {
  const found = when(text, direction);
  return found?.day ? found.from : null;
};

describe('readWhen: one day', () => {
  it.each([
    ['today', '2026-11-18'],
    ['yesterday', '2026-11-17'],
    ['the day before yesterday', '2026-11-16'],
    ['tomorrow', '2026-11-19'],
    // A weekday looking back is the last such day, today included (it is a Wednesday).
    ['on Wednesday', '2026-11-18'],
    ['on Monday', '2026-11-16'],
    ['Thursday', '2026-11-12'],
    ['on sunday', '2026-11-15'],
    ['last Friday', '2026-11-13'],
    ['last wednesday', '2026-11-11'],
    ['this Monday', '2026-11-16'],
    ['on wed', '2026-11-18'],
    // A day of a month without a year looking back: the last one, today included.
    ['on 20 November', '2025-11-20'],
    ['17 November', '2026-11-17'],
    ['17th of Nov', '2026-11-17'],
    ['Nov 3rd, 2025', '2025-11-03'],
    ['November 17', '2026-11-17'],
    ['2 January', '2026-01-02'],
    ['2026-09-01', '2026-09-01'],
    ['2026-11-17', '2026-11-17'],
    ['on 17/11/2026', '2026-11-17'],
  ])('%s (past)', (text, date) => {
    expect(day(text)).toBe(date);
  });

  it.each([
    ['on Friday', '2026-11-20'],
    ['next Monday', '2026-11-23'],
    ['on Wednesday', '2026-11-18'],
    ['next wednesday', '2026-11-25'],
    ['on 2 January', '2027-01-02'],
    ['on 20 November', '2026-11-20'],
  ])('%s (ahead)', (text, date) => {
    expect(day(text, 'future')).toBe(date);
  });

  it('refuses dates that do not exist, and words that only look like days', () => {
    expect(when('attendance on the 2026-02-30')).toBeNull();
    expect(when('attendance on 2026-13-01')).toBeNull();
    expect(when('who sat the test')).toBeNull();
    expect(when('what may I ask')).toBeNull();
    expect(when('attendance at 10am')).toBeNull();
  });
});

describe('readWhen: periods', () => {
  it.each([
    ['this week', '2026-11-16', '2026-11-22', 'this week'],
    ['last week', '2026-11-09', '2026-11-15', 'last week'],
    ['next week', '2026-11-23', '2026-11-29', 'next week'],
    ['this month', '2026-11-01', '2026-11-30', 'this month'],
    ['last month', '2026-10-01', '2026-10-31', 'last month'],
    ['in October', '2026-10-01', '2026-10-31', 'October 2026'],
    ['in March', '2026-03-01', '2026-03-31', 'March 2026'],
    ['the last 2 weeks', '2026-11-05', '2026-11-18', 'the last 2 weeks'],
    ['over the past 30 days', '2026-10-20', '2026-11-18', 'the last 30 days'],
    ['this year', '2026-09-01', '2027-06-30', 'this school year'],
    // Without terms in the school's calendar, the portal's terms (shared/rules/terms.ts).
    ['this term', '2026-09-01', '2026-12-31', 'this term, Autumn'],
    // 'since': from the day or period named up to today.
    ['since September', '2026-09-01', '2026-11-18', 'since September 2026'],
    ['since last week', '2026-11-09', '2026-11-18', 'since last week'],
    ['since 2 November', '2026-11-02', '2026-11-18', 'since Monday 2026-11-02'],
  ])('%s', (text, from, to, label) => {
    const found = when(text)!;
    expect(found).toMatchObject({ from, to, day: false });
    expect(found.label).toBe(`${label} (${from} to ${to})`);
  });

  it('this term from the school calendar when it has terms', () => {
    const terms = [
      { name: 'Michaelmas', start: '2026-09-03', end: '2026-12-18' },
      { name: 'Lent', start: '2027-01-05', end: '2027-03-26' },
    ];
    expect(readWhen(tokenize('this term'), TODAY, 'past', terms)!.when).toMatchObject({
      from: '2026-09-03',
      to: '2026-12-18',
    });
    expect(readWhen(tokenize('next term'), TODAY, 'past', terms)!.when.label).toMatch(
      /^next term, Lent/,
    );
  });
});
