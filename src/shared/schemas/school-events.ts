import { z } from 'zod';
import { idParams, TIME_OF_DAY } from './fields.ts';

const time = (message: string) =>
  z
    .union([z.string().regex(TIME_OF_DAY, message), z.literal('')])
    .nullish()
    .transform((value) => value || null);

/** A school event: a title, a day, a start and end time when it has them, a place. */
export const schoolEventInputSchema = z
  .object({
    title: z
      .string({ error: 'Enter a title' })
      .trim()
      .min(1, 'Enter a title')
      .max(120, 'The title is at most 120 characters'),
    date: z.iso.date('Enter the day as YYYY-MM-DD'),
    startTime: time('Enter the start as HH:MM'),
    endTime: time('Enter the end as HH:MM'),
    place: z
      .string()
      .trim()
      .max(120, 'The place is at most 120 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((event) => !event.endTime || event.startTime, {
    path: ['startTime'],
    message: 'Enter the start time too',
  })
  .refine((event) => !event.endTime || !event.startTime || event.endTime > event.startTime, {
    path: ['endTime'],
    message: 'The end must be after the start',
  });
export type SchoolEventInput = z.input<typeof schoolEventInputSchema>;
export type SchoolEventValues = z.output<typeof schoolEventInputSchema>;

export const schoolEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  place: z.string().nullable(),
});
export type SchoolEvent = z.infer<typeof schoolEventSchema>;

/** The school's events, in date order. */
export const schoolEventsSchema = z.object({ events: z.array(schoolEventSchema) });
export type SchoolEvents = z.infer<typeof schoolEventsSchema>;

export const schoolEventParamsSchema = idParams('This school event does not exist');
