/**
 * A school date ('YYYY-MM-DD') in US English, as the calendar day it names whatever the browser's
 * time zone: `parts` are the words shown, such as { month: 'short', day: 'numeric' }.
 */
export function schoolDate(
  date: string,
  parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { ...parts, timeZone: 'UTC' });
}

/** 'Thu, Dec 3': the days of conferences and meetings. */
export const shortDay = (date: string) =>
  schoolDate(date, { weekday: 'short', month: 'short', day: 'numeric' });

/** 'Nov 22, 2026': due and paid dates. */
export const mediumDate = (date: string) =>
  schoolDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
