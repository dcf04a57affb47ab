import { WEEKDAYS } from '@/shared/schemas/classes.ts';
import { fieldError } from '../platform/http/field-error.ts';

/**
 * What the database says when a write books a teacher or a room twice
 * (db/routines/40_timetable-clashes.sql).
 */
interface Clash {
  className: string;
  reason: 'teacher' | 'room';
  room: string;
  day: number;
  startTime: string;
  endTime: string;
}

/** PA409 from the timetable trigger, as a 409 naming the other class; null for other errors. */
function clashConflict(error: unknown, field: (reason: Clash['reason']) => string) {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code !== 'PA409' || !detail) return null;
  const clash = JSON.parse(detail) as Clash;
  const when = `${WEEKDAYS[clash.day - 1]} ${clash.startTime}–${clash.endTime}`;
  const message =
    clash.reason === 'teacher'
      ? `The teacher already teaches ${clash.className} on ${when}`
      : `${clash.room} is already booked by ${clash.className} on ${when}`;
  const path = field(clash.reason);
  return fieldError(path, message, { code: 'CONFLICT' });
}

/**
 * Runs a write the database may refuse as a timetable clash (same teacher, or same room,
 * overlapping on the same day); `field` names the input to blame for each kind of clash.
 */
export async function refusingClashes<T>(
  write: () => Promise<T>,
  field: (reason: Clash['reason']) => string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw clashConflict(error, field) ?? error;
  }
}
