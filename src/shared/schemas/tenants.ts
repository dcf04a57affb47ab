import { z } from 'zod';

/** Spec 5: the school code is non-empty after trimming; trimmed and upper-cased before lookup. */
export const schoolCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter your school code')
  .max(32, 'A school code has at most 32 characters')
  .transform((code) => code.toUpperCase());

export const themeModeSchema = z.enum(['light', 'dark']);
export type ThemeMode = z.infer<typeof themeModeSchema>;

/** Spec 3: hex strings of 3 or 6 digits, with or without a leading #. */
export const hexColorSchema = z
  .string()
  .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Use a hex colour of 3 or 6 digits');

export const tenantSchema = z.object({
  id: z.string().uuid(),
  school_code: z.string(),
  school_name: z.string(),
  logo_url: z.string().nullable(),
  theme_mode: themeModeSchema,
  primary_color: z.string(),
  secondary_color: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;
