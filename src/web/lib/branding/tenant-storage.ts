import type { Tenant } from '@/shared/schemas/tenants';
import { TENANT_STORAGE_KEY } from '../storage-keys';
import { readStoredJson } from '../stored-json';

/** Only tenants validated with tenantSchema are stored; reading back checks the shape cheaply. */
const looksLikeTenant = (tenant: Partial<Tenant>) =>
  typeof tenant.id === 'string' &&
  typeof tenant.school_code === 'string' &&
  typeof tenant.school_name === 'string' &&
  (tenant.theme_mode === 'light' || tenant.theme_mode === 'dark');

export function readStoredTenant(storage: Storage = window.localStorage): Tenant | null {
  return readStoredJson(storage, TENANT_STORAGE_KEY, looksLikeTenant);
}

export function writeStoredTenant(tenant: Tenant, storage: Storage = window.localStorage): void {
  storage.setItem(TENANT_STORAGE_KEY, JSON.stringify(tenant));
}

export function removeStoredTenant(storage: Storage = window.localStorage): void {
  storage.removeItem(TENANT_STORAGE_KEY);
}
