import { z } from 'zod';

/** A required text field of a form: trimmed, not blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A choice of one of the school's records (a select of ids): `message` when none is chosen. */
export const idChoice = (message: string) =>
  z.string({ error: message }).min(1, message).uuid(message);

/** Route params naming one record by its id; `message` when the id is not one. */
export const idParams = (message: string) => z.object({ id: z.string().uuid(message) });

/** A time of day as HH:MM on a 24-hour clock, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required time of day (TIME_OF_DAY); `malformed` says what else was typed. */
export const timeOfDay = (label: string, malformed: string) =>
  z.string({ error: `${label} is required` }).regex(TIME_OF_DAY, malformed);

/** A span of a day's times (a period, a slot) as a form sends them: the end is after the start. */
export function orderedTimeSpan<T extends z.ZodType<{ startTime: string; endTime: string }>>(
  span: T,
) {
  return span.refine((value) => value.startTime < value.endTime, {
    path: ['endTime'],
    message: 'End time must be after the start time',
  });
}

/** The start and end of a span of a day (a period, a slot), as HH:MM. */
export const timeSpanShape = { startTime: z.string(), endTime: z.string() };

/** A question typed to the assistant, at most `max` characters. */
export const questionText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Type a question')
    .max(max, `The question must be at most ${max} characters`);

/** The student an answer is about: their id and full name. */
export const studentRefShape = { studentId: z.string(), studentName: z.string() };

/** The guardian a meeting (a conference booking too) is with: their user id and full name. */
export const guardianRefShape = { guardianUserId: z.string(), guardianName: z.string() };

/** A record named by its id and name (a link, a filter option). */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });

/** A person to reach: their name, email and phone (null when not given). */
export const contactCardSchema = namedRefSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
});
