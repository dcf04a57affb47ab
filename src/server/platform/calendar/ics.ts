import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TZDate } from '@date-fns/tz';

/**
 * The one place the portal writes iCalendar (RFC 5545): a booking's `.ics` attachment and each
 * person's calendar feed. Times are instants (timestamptz from SQL, where the school's zone turns
 * a date and a time of day into one: app_school_zone()); the text states them in the school's zone
 * with its VTIMEZONE, so a weekly event keeps its hour across daylight saving.
 */
export interface CalendarEvent {
  /** Stable across feeds and updates: the same thing keeps its UID. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** A day-long event on the start's date (homework due, a school event without times). */
  allDay?: boolean;
  /** Repeats every week on the start's weekday up to this instant (a timetable lesson's term). */
  weeklyUntil?: Date;
  /** Occurrences of a weekly event left out (holidays), each the instant it would have started. */
  exclude?: Date[];
  /** A cancelled booking or meeting (sent so calendars remove it). */
  cancelled?: boolean;
  /** Bumped when an event changes, so calendars take the new version. */
  sequence?: number;
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
      start: event.allDay ? event.start : new TZDate(event.start, input.zone),
      end: event.allDay ? event.end : new TZDate(event.end, input.zone),
      allDay: event.allDay ?? false,
      timezone: event.allDay ? null : input.zone,
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
