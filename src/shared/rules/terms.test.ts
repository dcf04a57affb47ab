import { describe, expect, it } from 'vitest';
import { schoolMonthsSoFar, termContaining, termsOf } from './terms.ts';

describe('termsOf', () => {
  it('splits the school year containing a day into Autumn, Spring and Summer', () => {
    const terms = [
      { name: 'Autumn', start: '2026-09-01', end: '2026-12-31' },
      { name: 'Spring', start: '2027-01-01', end: '2027-03-31' },
      { name: 'Summer', start: '2027-04-01', end: '2027-06-30' },
    ];
    expect(termsOf('2026-11-22')).toEqual(terms);
    expect(termsOf('2027-02-28')).toEqual(terms);
    expect(termsOf('2027-06-30')).toEqual(terms);
  });

  it('in July and August gives the terms of the school year that starts next', () => {
    expect(termsOf('2027-07-01')[0]).toEqual({
      name: 'Autumn',
      start: '2027-09-01',
      end: '2027-12-31',
    });
    expect(termsOf('2027-08-31')[2]?.end).toBe('2028-06-30');
  });
});

describe('termContaining', () => {
  const terms = termsOf('2026-11-22');
  it('finds the term of a day, first and last days included', () => {
    expect(termContaining(terms, '2026-09-01')?.name).toBe('Autumn');
    expect(termContaining(terms, '2026-12-31')?.name).toBe('Autumn');
    expect(termContaining(terms, '2027-01-01')?.name).toBe('Spring');
    expect(termContaining(terms, '2027-03-31')?.name).toBe('Spring');
    expect(termContaining(terms, '2027-04-01')?.name).toBe('Summer');
    expect(termContaining(terms, '2027-06-30')?.name).toBe('Summer');
  });
  it('is null outside the school year', () => {
    expect(termContaining(terms, '2026-08-31')).toBeNull();
    expect(termContaining(terms, '2027-07-01')).toBeNull();
  });
});

describe('schoolMonthsSoFar', () => {
  it('lists the school year’s months from September up to this month', () => {
    expect(schoolMonthsSoFar('2026-09-01')).toEqual(['2026-09']);
    expect(schoolMonthsSoFar('2026-11-22')).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(schoolMonthsSoFar('2027-06-30')).toHaveLength(10);
    expect(schoolMonthsSoFar('2027-02-01').at(-1)).toBe('2027-02');
  });
  it('is empty in the summer break, before the next school year', () => {
    expect(schoolMonthsSoFar('2027-07-15')).toEqual([]);
    expect(schoolMonthsSoFar('2027-08-31')).toEqual([]);
  });
});
