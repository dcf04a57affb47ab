import { z } from 'zod';
import { isoDateSchema } from './dates.ts';
import {
  guardianRefShape,
  idChoice,
  idParams,
  namedRefSchema,
  orderedTimeSpan,
  requiredText,
  studentRefShape,
  timeOfDay,
  timeSpanShape,
} from './fields.ts';

/** A conference session a teacher (or an admin, for a teacher) publishes for classes' families. */
export const conferenceSessionInputSchema = orderedTimeSpan(
  z.object({
    /** The teacher the families meet; a teacher's own id is taken when left out. */
    teacherId: z.string().uuid('Choose a teacher').optional(),
    title: requiredText('Title', 120),
    date: isoDateSchema('Date'),
    startTime: timeOfDay('Start time', 'Start time must be HH:MM'),
    endTime: timeOfDay('End time', 'End time must be HH:MM'),
    slotMinutes: z.coerce
      .number({ error: 'Slot length is required' })
      .int('Slot length must be whole minutes')
      .min(5, 'Slot length must be at least 5 minutes')
      .max(120, 'Slot length must be at most 120 minutes'),
    place: requiredText('Place or video link', 300),
    classIds: z
      .array(idChoice('Choose a class'))
      .min(1, 'Choose at least one class')
      .max(50, 'Choose at most 50 classes'),
  }),
);
export type ConferenceSessionInput = z.input<typeof conferenceSessionInputSchema>;
export type ConferenceSessionValues = z.output<typeof conferenceSessionInputSchema>;

export const conferenceSlotSchema = z.object({
  ...timeSpanShape,
  booked: z.boolean(),
});
export type ConferenceSlot = z.infer<typeof conferenceSlotSchema>;

export const conferenceSessionSchema = z.object({
  id: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  title: z.string(),
  date: z.string(),
  ...timeSpanShape,
  slotMinutes: z.number(),
  place: z.string(),
  classIds: z.array(z.string()),
  slotCount: z.number(),
  bookedCount: z.number(),
});
export type ConferenceSession = z.infer<typeof conferenceSessionSchema>;

/** One slot of the teacher's schedule: free, or booked by a family (child and guardian named). */
export const scheduleEntrySchema = z.object({
  ...timeSpanShape,
  booking: z
    .object({
      meetingId: z.string(),
      ...studentRefShape,
      ...guardianRefShape,
    })
    .nullable(),
});
export const conferenceScheduleSchema = z.object({
  session: conferenceSessionSchema,
  entries: z.array(scheduleEntrySchema),
});
export type ConferenceSchedule = z.infer<typeof conferenceScheduleSchema>;

/** A family's booking: one slot for one child with the session's teacher. */
export const conferenceBookingSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  ...studentRefShape,
  date: z.string(),
  ...timeSpanShape,
  place: z.string(),
  /** Before the school's cut-off: it can still be moved or cancelled. */
  changeable: z.boolean(),
});
export type ConferenceBooking = z.infer<typeof conferenceBookingSchema>;

/** What a parent sees of a session: its free slots, the children who may book, their bookings. */
export const parentConferenceSchema = conferenceSessionSchema
  .omit({ classIds: true, slotCount: true, bookedCount: true })
  .extend({
    freeSlots: z.array(conferenceSlotSchema.omit({ booked: true })),
    children: z.array(namedRefSchema),
    bookings: z.array(conferenceBookingSchema),
    /** Hours before a slot after which a booking can no longer change (a school setting). */
    cutoffHours: z.number(),
  });
export type ParentConference = z.infer<typeof parentConferenceSchema>;

export const bookingInputSchema = z.object({
  studentId: idChoice('Choose a child'),
  startTime: timeOfDay('Slot', 'Slot must be HH:MM'),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

export const moveBookingInputSchema = z.object({
  startTime: timeOfDay('Slot', 'Slot must be HH:MM'),
});

export const conferenceIdParamsSchema = idParams('id must be an id');
