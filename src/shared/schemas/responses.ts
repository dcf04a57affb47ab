import { z } from 'zod';

/** Routes that answer 204: nothing comes back. */
export const noContentSchema = z.null().describe('No content');

/** Old emailed links answer a redirect to the page that asks before spending them. */
export const redirectSchema = z.null().describe('Redirects to the web page (Location header)');

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** How many of the caller's messages or notifications are unread (their badges' count). */
export const unreadCountSchema = z.object({ unread: z.number() });

/** A file sent as it is (a download): its bytes, described by its content type. */
export const fileSchema = z.string().describe('The file itself (binary)');

/** A route answering a file of one of these types, as OpenAPI describes it. */
export const fileResponse = (types: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: fileSchema }])),
});
