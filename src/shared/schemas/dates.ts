import { z } from 'zod';

/** The years a school's dates fall in; outside them a date is a typo (or 0000-01-01, a probe). */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;

const realDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * The one date input of the API and its forms: 'YYYY-MM-DD', a day the calendar has, in the years
 * 1900 to 2200. `message`, when given, is the wording for a missing or malformed date.
 */
export function isoDateSchema(label: string, message?: string) {
  const required = message ?? `${label} is required`;
  const malformed = message ?? `${label} must be a date`;
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, malformed)
    .superRefine((value, ctx) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
      const year = Number(value.slice(0, 4));
      if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`,
        });
      } else if (!realDay(value)) {
        ctx.addIssue({ code: 'custom', message: malformed });
      }
    });
}

/** A query's optional `from` and `to` days: when both are given, the end is not before the start. */
export function orderedDateRange<T extends z.ZodType<{ from?: string; to?: string }>>(query: T) {
  return query.refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });
}

/** The first and last day an answer covers, as YYYY-MM-DD. */
export const datePeriodShape = { from: z.string(), to: z.string() };
