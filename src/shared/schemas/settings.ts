import { z } from 'zod';
import { isTimeZone } from '../rules/school-clock.ts';
import { emailSchema } from './auth.ts';
import { namedRefSchema } from './fields.ts';
import { listPageField } from './paging.ts';
import { hexColorSchema, tenantSchema, themeModeSchema } from './tenants.ts';

/** A logo upload: PNG, JPEG, WebP or SVG, at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_TOO_LARGE = 'The logo is larger than 1 MB. Choose a smaller image.';
export const LOGO_WRONG_TYPE = 'Choose a PNG, JPEG, WebP or SVG image for the logo.';
/** A raster logo's largest width and height in pixels (it shows small on the sign-in page). */
export const LOGO_MAX_SIDE = 2048;
export const logoTooManyPixels = (width: number, height: number) =>
  `The logo is ${width}×${height} pixels: at most ${LOGO_MAX_SIDE}×${LOGO_MAX_SIDE} are accepted. Choose a smaller image.`;

/** An optional text field: blank means none (null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => (value ? value : null));

/** What the admin edits on /admin/settings; the school code is shown, never changed. */
export const schoolSettingsInputSchema = z.object({
  school_name: z
    .string()
    .trim()
    .min(1, 'School name is required')
    .max(200, 'School name is at most 200 characters'),
  primary_color: hexColorSchema,
  secondary_color: hexColorSchema,
  theme_mode: themeModeSchema,
  /** An IANA name such as Europe/London; blank (null) keeps SCHOOL_TIME_ZONE_FALLBACK (UTC; rules/school-clock.ts). */
  time_zone: optionalText(64, 'Time zone is at most 64 characters').refine(
    (value) => value === null || isTimeZone(value),
    'Use a time zone name such as Europe/London or America/New_York',
  ),
  office_email: z
    .string()
    .trim()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(emailSchema.nullable()),
  office_phone: optionalText(40, 'Office phone is at most 40 characters'),
  /** Email guardians when a teacher marks their child absent. */
  absence_notices: z.boolean(),
  /** Email guardians when a teacher marks their child late (off unless the school turns it on). */
  late_notices: z.boolean(),
  payment_instructions: optionalText(2000, 'Payment instructions are at most 2000 characters'),
  /** Families change or cancel a conference booking until this many hours before the slot. */
  conference_cutoff_hours: z.coerce
    .number({ error: 'Conference cut-off is required' })
    .int('Conference cut-off must be whole hours')
    .min(0, 'Conference cut-off must be at least 0 hours')
    .max(336, 'Conference cut-off must be at most 336 hours'),
});
export type SchoolSettingsInput = z.input<typeof schoolSettingsInputSchema>;
export type SchoolSettingsValues = z.output<typeof schoolSettingsInputSchema>;

/** PATCH /api/admin/settings: any of the fields; the others stay as they are. */
export const schoolSettingsPatchSchema = schoolSettingsInputSchema.partial();

/** The school code lookup's fields but the id, and the settings only admins see. */
export const schoolSettingsSchema = tenantSchema.omit({ id: true }).extend({
  time_zone: z.string().nullable(),
  office_email: z.string().nullable(),
  office_phone: z.string().nullable(),
  absence_notices: z.boolean(),
  late_notices: z.boolean(),
  payment_instructions: z.string().nullable(),
  conference_cutoff_hours: z.number(),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

// ---- The activity view of the audit log ----

export const AUDIT_PAGE_SIZE = 20;

export const auditQuerySchema = z.object({
  actor: z.uuid('Choose a person from the list').optional(),
  action: z
    .string()
    .trim()
    .max(64, 'A kind is at most 64 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: listPageField,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: namedRefSchema.nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  /** The current name of what the entry is about (a class, a person, a fee …), when it still exists. */
  subjectName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  rows: z.array(auditEntrySchema),
  total: z.number(),
  pageSize: z.number(),
  /** For the filters: the people and kinds that appear in the school's log. */
  actors: z.array(namedRefSchema),
  actions: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
