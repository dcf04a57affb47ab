import type { Tx } from '../platform/db/tx.ts';

export const tenantColumns = [
  'id',
  'school_code',
  'school_name',
  'logo_url',
  'theme_mode',
  'primary_color',
  'secondary_color',
] as const;

export function findTenantByCode(tx: Tx, schoolCode: string) {
  return tx
    .selectFrom('tenants')
    .select(tenantColumns)
    .where('school_code', '=', schoolCode)
    .executeTakeFirst();
}
