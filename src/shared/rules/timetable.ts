import { WEEKDAYS, type Weekday } from '../schemas/classes.ts';
import type { SchoolClock } from './school-clock.ts';

/** What the timetable rules need of an entry (spec Timetable entry: day, startTime, endTime HH:MM). */
export interface TimedEntry {
  day: Weekday;
  startTime: string;
  endTime: string;
}

/** Spec: Monday to Friday, each day's entries sorted by start time (then end time). */
export function weekByDay<T extends TimedEntry>(
  entries: readonly T[],
): { day: Weekday; entries: T[] }[] {
  return WEEKDAYS.map((day) => ({
    day,
    entries: entries
      .filter((entry) => entry.day === day)
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime)),
  }));
}

/** The school's weekday as a timetable day; null on Saturday and Sunday. */
export function timetableDay(clock: Pick<SchoolClock, 'dayOfWeek'>): Weekday | null {
  return WEEKDAYS[clock.dayOfWeek - 1] ?? null;
}

/**
 * Spec: the current class is the one whose day is the school's today and whose time span holds the
 * school's time (from its start, up to but not including its end, so back-to-back lessons never
 * both count).
 */
export function isCurrentEntry(
  entry: TimedEntry,
  clock: Pick<SchoolClock, 'dayOfWeek' | 'time'>,
): boolean {
  return (
    entry.day === timetableDay(clock) && entry.startTime <= clock.time && clock.time < entry.endTime
  );
}
