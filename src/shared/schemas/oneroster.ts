import { z } from 'zod';
import { importPlanSchema } from './imports.ts';
import { progressStreamLineSchema } from './progress-stream.ts';

/** A OneRoster set (a zip, or its CSV files) is refused whole, in these words, beyond 50 MB. */
export const MAX_ROSTER_BYTES = 50 * 1024 * 1024;
export const ROSTER_TOO_LARGE_MESSAGE =
  'The OneRoster set is larger than 50 MB (unzipped). Export one school at a time, or split it into a bulk file and delta files.';

/** Problems the dry run lists, at most this many (the count says how many there are in all). */
export const MAX_ROSTER_ISSUES = 2000;

/**
 * A row the portal cannot take: an `error` refuses the whole set (nothing is written until it is
 * fixed); a `skipped` row has no place in the portal and is left out, the rest imported.
 */
export const rosterIssueSchema = z.object({
  file: z.string(),
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
  severity: z.enum(['error', 'skipped']),
});
export type RosterIssue = z.infer<typeof rosterIssueSchema>;

export const rosterEntities = [
  'academicSessions',
  'courses',
  'classes',
  'students',
  'teachers',
  'parents',
  'admins',
  'enrollments',
] as const;
export type RosterEntity = (typeof rosterEntities)[number];

/** The counts of a CSV import's plan, and the records the set deactivates. */
export const rosterCountsSchema = importPlanSchema.extend({ deactivate: z.number().int() });
export type RosterCounts = z.infer<typeof rosterCountsSchema>;

export const rosterDryRunSchema = z.object({
  version: z.string(),
  school: z.object({ sourcedId: z.string(), name: z.string() }),
  counts: z.record(z.enum(rosterEntities), rosterCountsSchema),
  errorCount: z.number().int(),
  skippedCount: z.number().int(),
  issues: z.array(rosterIssueSchema),
  /** Classes whose teacher has no account yet: made when the teacher accepts the invitation. */
  waitingClasses: z.number().int(),
});
export type RosterDryRun = z.infer<typeof rosterDryRunSchema>;

export const rosterImportResultSchema = rosterDryRunSchema.extend({ invited: z.number().int() });
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

export const rosterStreamLineSchema = progressStreamLineSchema(rosterImportResultSchema);
export type RosterStreamLine = z.infer<typeof rosterStreamLineSchema>;
