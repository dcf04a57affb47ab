/** The school's local date and time: "today", the weekday and the clock in its time zone. */
export interface SchoolClock {
  /** YYYY-MM-DD in the school's time zone. */
  date: string;
  /** 1 Monday … 7 Sunday (ISO), as timetable entries count days. */
  dayOfWeek: number;
  /** HH:MM, 24-hour. */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Whether the runtime knows the IANA time zone name (e.g. 'Europe/London'). */
export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone of a school that has set none: the same as app_school_zone() in SQL
 * (db/routines/10_school-clock.sql), which is where the server takes every school's zone from.
 */
export const SCHOOL_TIME_ZONE_FALLBACK = 'UTC';

/** The school's clock in `timeZone` (app_school_zone()); null or unknown: the fallback zone. */
export function schoolClock(
  timeZone: string | null | undefined,
  now: Date = new Date(),
): SchoolClock {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : SCHOOL_TIME_ZONE_FALLBACK;
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    dayOfWeek: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The school's date today. */
export function schoolToday(timeZone: string | null | undefined, now: Date = new Date()): string {
  return schoolClock(timeZone, now).date;
}
