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

/** `timeZone` null or unknown falls back to the runtime's own zone (the server's default). */
export function schoolClock(
  timeZone: string | null | undefined,
  now: Date = new Date(),
): SchoolClock {
  const zone =
    timeZone && isTimeZone(timeZone) ? timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
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
