import { z } from 'zod';
import { idParams } from './fields.ts';

export const SCHOOL_CALENDAR_KINDS = ['term', 'holiday', 'school_day'] as const;
export type SchoolCalendarKind = (typeof SCHOOL_CALENDAR_KINDS)[number];

/** How the Settings card names each kind. */
export const SCHOOL_CALENDAR_KIND_LABELS: Record<SchoolCalendarKind, string> = {
  term: 'Term',
  holiday: 'Holiday',
  school_day: 'Extra school day',
};

/** A range is at most a year and a day long (a term, a holiday, a run of make-up days). */
export const MAX_CALENDAR_RANGE_DAYS = 367;

const day = (message: string) => z.iso.date(message);

/** A term, a holiday or an extra school day: a name and dates (one day when the end is left out). */
export const schoolCalendarEntryInputSchema = z
  .object({
    kind: z.enum(SCHOOL_CALENDAR_KINDS, { error: 'Choose term, holiday or extra school day' }),
    name: z
      .string({ error: 'Enter a name' })
      .trim()
      .min(1, 'Enter a name')
      .max(80, 'The name is at most 80 characters'),
    startsOn: day('Enter the first day as YYYY-MM-DD'),
    endsOn: z
      .union([day('Enter the last day as YYYY-MM-DD'), z.literal('')])
      .nullish()
      .transform((value) => value || null),
  })
  .transform((entry) => ({ ...entry, endsOn: entry.endsOn ?? entry.startsOn }))
  .refine((entry) => entry.endsOn >= entry.startsOn, {
    path: ['endsOn'],
    message: 'The last day must be on or after the first day',
  })
  .refine(
    (entry) =>
      (Date.parse(entry.endsOn) - Date.parse(entry.startsOn)) / 86_400_000 <
      MAX_CALENDAR_RANGE_DAYS,
    { path: ['endsOn'], message: 'A range is at most a year long' },
  );
export type SchoolCalendarEntryInput = z.input<typeof schoolCalendarEntryInputSchema>;
export type SchoolCalendarEntryValues = z.output<typeof schoolCalendarEntryInputSchema>;

export const schoolCalendarEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(SCHOOL_CALENDAR_KINDS),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type SchoolCalendarEntry = z.infer<typeof schoolCalendarEntrySchema>;

/** The calendar, in date order. */
export const schoolCalendarSchema = z.object({ entries: z.array(schoolCalendarEntrySchema) });
export type SchoolCalendar = z.infer<typeof schoolCalendarSchema>;

export const schoolCalendarEntryParamsSchema = idParams('This calendar entry does not exist');
