import type { Tx } from '../platform/db/tx.ts';
import { tenantColumns } from './tenant-columns.ts';

export function findTenantByCode(tx: Tx, schoolCode: string) {
  return tx
    .selectFrom('tenants')
    .select(tenantColumns)
    .where('school_code', '=', schoolCode)
    .executeTakeFirst();
}
