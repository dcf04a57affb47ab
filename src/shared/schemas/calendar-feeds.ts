import { z } from 'zod';

/** Whether the signed-in person's calendar feed is on, and since when (its address is not kept). */
export const calendarFeedSchema = z.object({
  on: z.boolean(),
  since: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A feed just turned on or reset: its address (path on this server), shown this once. */
export const calendarFeedAddressSchema = z.object({
  on: z.literal(true),
  since: z.string(),
  path: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

/** The feed's file name: its token then `.ics`; any other value is an unknown feed (404). */
export const calendarFeedFileParamsSchema = z.object({ token: z.string().max(100) });
