import { AppError } from '@/shared/errors.ts';
import type { Tenant } from '@/shared/schemas/tenants.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { findTenantByCode } from './tenants.queries.ts';

/** Spec 7 tenant lookup: by the trimmed, upper-cased school code; one row or none. */
export async function getTenantByCode(scope: RequestScope, schoolCode: string): Promise<Tenant> {
  const tenant = await scope.asPublic((tx) => findTenantByCode(tx, schoolCode));
  if (!tenant)
    throw new AppError('NOT_FOUND', 'School code not found. Please check and try again.');
  return tenant;
}
