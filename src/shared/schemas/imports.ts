import { z } from 'zod';
import { progressStreamLineSchema } from './progress-stream.ts';
import {
  gradeLevelSchema,
  nameSchema,
  optionalEmailSchema,
  phoneSchema,
  requiredEmailSchema,
  rollNumberSchema,
  sectionSchema,
} from './people.ts';

/** What a CSV file may import: student records, teachers and parents (invited by email). */
export const importKinds = ['students', 'parents', 'teachers'] as const;
export const importKindSchema = z.enum(importKinds);
export type ImportKind = z.infer<typeof importKindSchema>;
export const importKindParamsSchema = z.object({ kind: importKindSchema });

/** Limits of one file: refused whole, with these words, beyond them. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
export const TOO_LARGE_MESSAGE = 'The file is larger than 5 MB. Split it into smaller files.';
export const TOO_MANY_ROWS_MESSAGE =
  'The file has more than 20,000 rows. Split it into smaller files.';

/** Roll numbers separated by ';' (or ','), such as "S0001;S0002". */
export const childRollNumbersSchema = z
  .string()
  .transform((text) =>
    text
      .split(/[;,]/)
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(rollNumberSchema)
      .max(10, 'At most 10 children per parent')
      .refine((rolls) => new Set(rolls).size === rolls.length, 'A roll number appears twice'),
  );

export interface ImportColumn {
  /** The header in the file. */
  name: string;
  required: boolean;
  example: string;
  description: string;
  schema: z.ZodType;
}

const col = (
  name: string,
  required: boolean,
  example: string,
  description: string,
  schema: z.ZodType,
): ImportColumn => ({ name, required, example, description, schema });

/** The columns of each kind's file, in the template's order. */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  students: [
    col('full_name', true, 'Ada Lovelace', 'Full name', nameSchema),
    col(
      'roll_number',
      true,
      'S1001',
      'Roll number: the same roll number updates that student',
      rollNumberSchema,
    ),
    col('grade_level', true, '10', 'Grade 1 to 12', gradeLevelSchema),
    col('section', false, 'A', 'Section letter (A when blank)', sectionSchema),
    col('email', false, 'ada.lovelace@example.com', 'Email (optional)', optionalEmailSchema),
    col('phone', false, '555-0100', 'Phone (optional)', phoneSchema),
  ],
  parents: [
    col('full_name', true, 'Grace Hopper', 'Full name', nameSchema),
    col(
      'email',
      true,
      'grace.hopper@example.com',
      'Email: the invitation goes there',
      requiredEmailSchema,
    ),
    col('phone', false, '555-0101', 'Phone (optional)', phoneSchema),
    col(
      'child_roll_numbers',
      false,
      'S1001;S1002',
      "Children's roll numbers, separated by ';'",
      childRollNumbersSchema,
    ),
  ],
  teachers: [
    col('full_name', true, 'Alan Turing', 'Full name', nameSchema),
    col(
      'email',
      true,
      'alan.turing@example.com',
      'Email: the invitation goes there',
      requiredEmailSchema,
    ),
    col('phone', false, '555-0102', 'Phone (optional)', phoneSchema),
  ],
};

export interface StudentImportRow {
  full_name: string;
  roll_number: string;
  grade_level: number;
  section?: string;
  email?: string;
  phone?: string;
}
export interface PersonImportRow {
  full_name: string;
  email: string;
  phone?: string;
  child_roll_numbers?: string[];
}

/** One problem of the file: its line (the header is line 1), the column at fault if any. */
export const importIssueSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importActions = ['create', 'update', 'unchanged'] as const;
export const importPlanSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;

export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(importActions),
  values: z.record(z.string(), z.string()),
});

/** At most this many errors and preview rows travel back; the counts are complete. */
export const MAX_REPORTED_ISSUES = 500;
export const PREVIEW_ROWS = 10;

/** What the check and the import both say of a file: its kind and how many rows it has. */
const importedFileSchema = z.object({
  kind: importKindSchema,
  rows: z.number().int(),
});

export const dryRunResultSchema = importedFileSchema.extend({
  errorCount: z.number().int(),
  errors: z.array(importIssueSchema),
  plan: importPlanSchema,
  preview: z.array(importPreviewRowSchema),
});
export type DryRunResult = z.infer<typeof dryRunResultSchema>;

export const importResultSchema = importedFileSchema.extend({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  invited: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The import answers NDJSON: progress lines while it writes, then the result or an error. */
export const importStreamLineSchema = progressStreamLineSchema(importResultSchema);
export type ImportStreamLine = z.infer<typeof importStreamLineSchema>;

/** The template: the header and one example row. */
export function importTemplate(kind: ImportKind): string {
  const columns = importColumns[kind];
  const quote = (value: string) =>
    /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return [
    columns.map((column) => column.name).join(','),
    columns.map((column) => quote(column.example)).join(','),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}
