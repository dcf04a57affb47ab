import type { FeeFrequency } from './fees.ts';

/** A calendar date as 'YYYY-MM-DD' (the database's `date`, no time zone). */
export type IsoDate = string;

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number): IsoDate =>
  `${year}-${pad(month)}-${pad(day)}`;

function parts(date: IsoDate): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The number of days of a month (month 1 to 12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A due day in a month; a due day past the month's end falls on its last day (31 → 30 April). */
export function dueDateIn(year: number, month: number, dueDay: number): IsoDate {
  return iso(year, month, Math.min(dueDay, daysInMonth(year, month)));
}

/** The school year's first month (September) and length (September to June: 10 months). */
export const SCHOOL_YEAR_FIRST_MONTH = 9;
export const SCHOOL_YEAR_MONTHS = 10;

/**
 * The school year containing a day: September 1 to June 30. In July and August, the school year
 * that starts next.
 */
export function schoolYearOf(today: IsoDate): { start: IsoDate; end: IsoDate } {
  const [year, month] = parts(today);
  const startYear = month >= 7 ? year : year - 1;
  return { start: iso(startYear, 9, 1), end: iso(startYear + 1, 6, 30) };
}

/** The months of the school year starting in September of `startYear`, as [year, month]. */
export function schoolMonths(startYear: number): [number, number][] {
  return Array.from({ length: SCHOOL_YEAR_MONTHS }, (_, index) => {
    const month = ((SCHOOL_YEAR_FIRST_MONTH - 1 + index) % 12) + 1;
    return [month >= SCHOOL_YEAR_FIRST_MONTH ? startYear : startYear + 1, month];
  });
}

export interface FeeScheduleInput {
  frequency: FeeFrequency;
  dueDay: number;
  /** Nothing falls due before this day (the day the fee structure took effect, or today). */
  from: IsoDate;
  /** The school's today: it picks the school year. */
  today: IsoDate;
}

/**
 * The due dates of a fee structure from `from` on, in the school year containing today.
 * - monthly: each month September to June;
 * - quarterly: every 3 months (September, December, March, June);
 * - annually: once a school year, the first due date from `from` on;
 * - one-time: once ever, the first due date from `from` on (it does not recur next year).
 * Always the same answer for the same input, so generating records twice creates nothing twice.
 */
export function feeDueDates({ frequency, dueDay, from, today }: FeeScheduleInput): IsoDate[] {
  if (!Number.isInteger(dueDay) || dueDay < 1 || dueDay > 31) return [];
  if (frequency === 'one-time') {
    const [year, month] = parts(from);
    const thisMonth = dueDateIn(year, month, dueDay);
    if (thisMonth >= from) return [thisMonth];
    return [month === 12 ? dueDateIn(year + 1, 1, dueDay) : dueDateIn(year, month + 1, dueDay)];
  }
  const { start, end } = schoolYearOf(today);
  const months = schoolMonths(parts(start)[0]);
  const chosen = frequency === 'quarterly' ? months.filter((_, index) => index % 3 === 0) : months;
  const dates = chosen
    .map(([year, month]) => dueDateIn(year, month, dueDay))
    .filter((date) => date >= from && date >= start && date <= end);
  return frequency === 'annually' ? dates.slice(0, 1) : dates;
}

/** Computed, never stored, by app_fee_status() (db/routines/30_fees.sql). */
export type FeeRecordStatus = 'paid' | 'pending' | 'overdue';
