import { calendarText, type CalendarEvent } from '../platform/calendar/ics.ts';
import type { feedContents } from './calendar-feeds.queries.ts';

type FeedContents = Awaited<ReturnType<typeof feedContents>>;

/** Instants from SQL come as Date (node-postgres) or as text (some arrays): one shape. */
const instant = (value: Date | string) => new Date(value);

const optional = (value: string | null) => value ?? undefined;

/** The feed's iCalendar text: lessons, homework due dates, meetings and school events. */
export function feedText(feed: FeedContents): string {
  const events: CalendarEvent[] = [
    ...feed.lessons.map((lesson) => ({
      uid: lesson.uid,
      summary: lesson.summary,
      location: optional(lesson.location),
      description: optional(lesson.description),
      start: instant(lesson.starts_at),
      end: instant(lesson.ends_at),
      weeklyUntil: instant(lesson.until_at),
      exclude: lesson.excluded.map(instant),
    })),
    ...feed.homework.map((work) => ({
      uid: work.uid,
      summary: work.summary,
      description: optional(work.description),
      day: work.due_on,
    })),
    ...feed.meetings.map((meeting) => ({
      uid: meeting.uid,
      summary: meeting.summary,
      location: optional(meeting.location),
      description: optional(meeting.description),
      start: instant(meeting.starts_at),
      end: instant(meeting.ends_at),
      cancelled: meeting.cancelled,
    })),
    ...feed.events.map((event) => ({
      uid: event.uid,
      summary: event.summary,
      location: optional(event.location),
      ...(event.starts_at && event.ends_at
        ? { start: instant(event.starts_at), end: instant(event.ends_at) }
        : { day: event.day }),
    })),
  ];
  return calendarText({ name: feed.name, zone: feed.zone, events });
}
