import { z } from 'zod';
import { isoDateSchema } from './dates.ts';

const choice = (message: string) => z.string({ error: message }).min(1, message).uuid(message);

/** A parent meeting: a teacher and a guardian of one of their students, on the school's local date. */
export const meetingInputSchema = z.object({
  studentId: choice('Choose a student'),
  guardianUserId: choice('Choose a guardian'),
  date: isoDateSchema('Date'),
  time: z
    .string({ error: 'Time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM'),
  place: z
    .string({ error: 'Place or link is required' })
    .trim()
    .min(1, 'Place or link is required')
    .max(300, 'Place or link must be at most 300 characters'),
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
  studentId: z.string(),
  studentName: z.string(),
  guardianUserId: z.string(),
  guardianName: z.string(),
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
  studentId: z.string(),
  studentName: z.string(),
  className: z.string(),
  guardians: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type MeetingContact = z.infer<typeof meetingContactSchema>;
