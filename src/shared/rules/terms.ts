import { schoolMonths, schoolYearOf, type IsoDate } from './fee-schedule.ts';

/** The terms of a school year (September 1 to June 30), in order. */
export const TERM_NAMES = ['Autumn', 'Spring', 'Summer'] as const;
export type TermName = (typeof TERM_NAMES)[number];

export interface Term {
  name: TermName;
  /** First and last day, inclusive (YYYY-MM-DD). */
  start: IsoDate;
  end: IsoDate;
}

/**
 * The terms of the school year containing `today` (the same school year as fees: in July and
 * August, the one that starts next): Autumn September 1 to December 31, Spring January 1 to
 * March 31, Summer April 1 to June 30.
 */
export function termsOf(today: IsoDate): Term[] {
  const { start, end } = schoolYearOf(today);
  const next = Number(start.slice(0, 4)) + 1;
  return [
    { name: 'Autumn', start, end: `${next - 1}-12-31` },
    { name: 'Spring', start: `${next}-01-01`, end: `${next}-03-31` },
    { name: 'Summer', start: `${next}-04-01`, end },
  ];
}

/** The term of `terms` a day falls in; null outside them (July, August, another year). */
export function termContaining(terms: readonly Term[], date: IsoDate): Term | null {
  return terms.find((term) => date >= term.start && date <= term.end) ?? null;
}

/**
 * The months of the school year containing `today` up to today's month, as 'YYYY-MM' (September
 * first). Empty in July and August, before the next school year starts.
 */
export function schoolMonthsSoFar(today: IsoDate): string[] {
  const startYear = Number(schoolYearOf(today).start.slice(0, 4));
  const thisMonth = today.slice(0, 7);
  return schoolMonths(startYear)
    .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`)
    .filter((month) => month <= thisMonth);
}
