import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import { guardianRefShape, idChoice, requiredText, studentRefShape, timeOfDay } from './fields.ts';

/** A parent meeting: a teacher and a guardian of one of their students, on the school's local date. */
export const meetingInputSchema = z.object({
  studentId: idChoice('Choose a student'),
  guardianUserId: idChoice('Choose a guardian'),
  date: isoDateSchema('Date'),
  time: timeOfDay('Time', 'Time must be HH:MM'),
  place: requiredText('Place or link', 300),
  note: z
    .string()
    .trim()
    .max(2000, 'Note must be at most 2000 characters')
    .optional()
    .transform((value) => (value ? value : null)),
});
export type MeetingInput = z.input<typeof meetingInputSchema>;
export type MeetingValues = z.output<typeof meetingInputSchema>;

export const meetingSchema = z.object({
  id: z.string(),
  ...studentRefShape,
  ...guardianRefShape,
  guardianEmail: z.string(),
  date: z.string(),
  /** HH:MM */
  time: z.string(),
  place: z.string(),
  note: z.string().nullable(),
  status: z.enum(['scheduled', 'cancelled']),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** The teacher's students and their guardians, to choose whom to meet. */
export const meetingContactSchema = z.object({
  ...studentRefShape,
  className: z.string(),
  guardians: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type MeetingContact = z.infer<typeof meetingContactSchema>;
