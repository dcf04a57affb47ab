import type { Tx } from '../platform/db/tx.ts';

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

/** Schools with their public face's columns, for a lookup to narrow down. */
export const selectTenants = (tx: Tx) => tx.selectFrom('tenants').select(tenantColumns);
