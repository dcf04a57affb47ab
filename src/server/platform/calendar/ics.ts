import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TZDate } from '@date-fns/tz';

/**
 * The one place the portal writes iCalendar (RFC 5545): a booking's `.ics` attachment and each
 * person's calendar feed. Times are instants (timestamptz from SQL, where the school's zone turns
 * a date and a time of day into one: app_school_zone()); the text states them in the school's zone
 * with its VTIMEZONE, so a weekly event keeps its hour across daylight saving.
 */
interface EventFields {
  /** Stable across feeds and updates: the same thing keeps its UID. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Repeats every week on the start's weekday up to this instant (a timetable lesson's term). */
  weeklyUntil?: Date;
  /** Occurrences of a weekly event left out (holidays), each the instant it would have started. */
  exclude?: Date[];
  /** A cancelled booking or meeting (sent so calendars remove it). */
  cancelled?: boolean;
  /** Bumped when an event changes, so calendars take the new version. */
  sequence?: number;
}

/** An event at a time: from one instant to another. */
export interface TimedEvent extends EventFields {
  start: Date;
  end: Date;
}

/** A day-long event (homework due, a school event without times) on a date, 'YYYY-MM-DD'. */
export interface DayEvent extends EventFields {
  day: string;
}

export type CalendarEvent = TimedEvent | DayEvent;

/**
 * A date as the library writes a day-long event: it reads the Date's local fields, so the date is
 * made at the process's local midnight (whatever its zone), never from an instant.
 */
function wholeDay(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { start: new Date(year, month - 1, day), end: new Date(year, month - 1, day + 1) };
}

export interface CalendarInput {
  name: string;
  /** The school's IANA zone (app_school_zone()). */
  zone: string;
  events: readonly CalendarEvent[];
  /** PUBLISH for a feed (default); REQUEST or CANCEL for an invitation sent by email. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
}

const METHODS = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
} as const;

/** RFC 5545 3.3.10: with a zoned DTSTART, UNTIL is in UTC. */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function calendarText(input: CalendarInput): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: 'School Portal', product: 'school-portal', language: 'EN' },
    method: METHODS[input.method ?? 'PUBLISH'],
    timezone: { name: input.zone, generator: getVtimezoneComponent },
  });
  for (const event of input.events) {
    calendar.createEvent({
      id: event.uid,
      ...('day' in event
        ? { ...wholeDay(event.day), allDay: true, timezone: null }
        : {
            start: new TZDate(event.start, input.zone),
            end: new TZDate(event.end, input.zone),
            timezone: input.zone,
          }),
      summary: event.summary,
      description: event.description ?? null,
      location: event.location ?? null,
      url: event.url ?? null,
      sequence: event.sequence ?? 0,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      repeating: event.weeklyUntil
        ? `RRULE:FREQ=WEEKLY;UNTIL=${utcStamp(event.weeklyUntil)}`
        : null,
      x: event.exclude?.length
        ? [['EXDATE', event.exclude.map((at) => utcStamp(at)).join(',')]]
        : [],
    });
  }
  return calendar.toString();
}
