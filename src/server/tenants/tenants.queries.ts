import type { Tx } from '../platform/db/tx.ts';
import { selectTenants } from './tenant-columns.ts';

export function findTenantByCode(tx: Tx, schoolCode: string) {
  return selectTenants(tx).where('school_code', '=', schoolCode).executeTakeFirst();
}
