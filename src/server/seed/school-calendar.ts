/**
 * The seed's school calendar: which days are school days. Monday to Friday, except the holidays
 * below. The demo's dates are relative to the day it is loaded, so the holidays are given by the
 * day of the year they are around and fall in whichever year the demo covers.
 *
 * Every break is one school week and the breaks are more than 30 days apart, so any 30-day window
 * holds at least 15 school days: the parent dashboard's "Monthly attendance" (the last 30 days)
 * then has marks to show on whatever day the demo is loaded, summer included (the school year runs
 * 1 September to 31 August and the demo school keeps its lessons going in July and August).
 */
import { addDays } from '@/shared/rules/dates.ts';

export interface DemoHoliday {
  name: string;
  /** 'MM-DD': the break is the Monday-to-Friday week holding it (the next week if on a weekend). */
  around: string;
}

/** THE list of the demo's holidays (the one place to change them). */
export const DEMO_HOLIDAYS: readonly DemoHoliday[] = [
  { name: 'Autumn half-term', around: '10-28' },
  { name: 'Christmas', around: '12-25' },
  { name: 'February half-term', around: '02-16' },
  { name: 'Easter', around: '04-10' },
  { name: 'May half-term', around: '05-28' },
  { name: 'Summer week', around: '08-12' },
];

/** 0 Sunday … 6 Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Monday of a holiday's week in `year`. */
function holidayMonday(year: number, around: string): string {
  const date = `${year}-${around}`;
  const day = weekday(date);
  if (day === 6) return addDays(date, 2);
  if (day === 0) return addDays(date, 1);
  return addDays(date, 1 - day);
}

const holidayCache = new Map<number, Set<string>>();

/** The holiday school days (Monday to Friday) of the demo's breaks around a calendar year. */
function holidaysOf(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set();
    for (const holiday of DEMO_HOLIDAYS) {
      const monday = holidayMonday(year, holiday.around);
      for (let offset = 0; offset < 5; offset++) days.add(addDays(monday, offset));
    }
    holidayCache.set(year, days);
  }
  return days;
}

export function isSchoolDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  const year = Number(date.slice(0, 4));
  // A break around late December may reach into January, and the other way round.
  return ![year - 1, year, year + 1].some((around) => holidaysOf(around).has(date));
}

/** The school days from `from` to `to`, both included, oldest first. */
export function schoolDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (isSchoolDay(date)) days.push(date);
  }
  return days;
}

/** The nearest school day on or before `date` (`step` -1) or on or after it (`step` 1). */
export function schoolDayFrom(date: string, step: 1 | -1): string {
  let day = date;
  while (!isSchoolDay(day)) day = addDays(day, step);
  return day;
}

/** The `count` school days before `today`, oldest first. */
export function schoolDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let date = addDays(today, -1); days.length < count; date = addDays(date, -1)) {
    if (isSchoolDay(date)) days.unshift(date);
  }
  return days;
}

/** The first day (1 September) of the school year, 1 September to 31 August, holding `today`. */
export function yearStartOf(today: string): string {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 9 ? `${year}-09-01` : `${year - 1}-09-01`;
}

/**
 * The demo's breaks as the school's calendar holds them (school_calendar): each a
 * Monday-to-Friday range, for the school year holding `today` and the weeks before it that the
 * demo marks (early September marks reach back into August).
 */
export function demoHolidayRanges(
  today: string,
): { name: string; startsOn: string; endsOn: string }[] {
  const from = addDays(yearStartOf(today), -42);
  const to = addDays(yearStartOf(today), 365);
  const year = Number(from.slice(0, 4));
  return [year, year + 1]
    .flatMap((around) =>
      DEMO_HOLIDAYS.map((holiday) => {
        const startsOn = holidayMonday(around, holiday.around);
        return { name: holiday.name, startsOn, endsOn: addDays(startsOn, 4) };
      }),
    )
    .filter((range) => range.endsOn >= from && range.startsOn <= to)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
}

export function isoDate(value: string | Date | undefined): string {
  if (value === undefined) return new Date().toISOString().slice(0, 10);
  if (typeof value === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
      throw new Error(`today must be a date as YYYY-MM-DD, not ${value}`);
    }
    return value;
  }
  return value.toISOString().slice(0, 10);
}

/**
 * The school year the demo shows: the one containing today (the shared fee schedule's, September to
 * June), or in July and August the year just ended, so the summer demo still has fees that fell due.
 */
export function seedSchoolDay(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 7 || month === 8 ? `${year}-06-30` : today;
}
