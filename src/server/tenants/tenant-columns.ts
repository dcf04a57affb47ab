/**
 * A school's public face: what the school code lookup answers. Also read by the settings and
 * accounts queries, which add their own columns to it.
 */
export const tenantColumns = [
  'id',
  'school_code',
  'school_name',
  'logo_url',
  'theme_mode',
  'primary_color',
  'secondary_color',
] as const;
