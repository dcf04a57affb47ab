import type { Tenant } from '@/shared/schemas/tenants';
import { apiFetch } from '@/web/lib/api-client';

// The schemas (and zod) load when the visitor presses Continue, keeping the first screen small.
const loadSchemas = () => import('@/shared/schemas/tenants');

/** Spec 5: the code is trimmed and upper-cased before lookup. */
export async function normalizeSchoolCode(code: string): Promise<string> {
  const { schoolCodeSchema } = await loadSchemas();
  return schoolCodeSchema.parse(code);
}

export async function getTenant(code: string): Promise<Tenant> {
  const body = await apiFetch(`/api/tenants/${encodeURIComponent(code)}`);
  const { tenantSchema } = await loadSchemas();
  const parsed = tenantSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent a school it could not read');
  return parsed.data;
}

/**
 * Looks the school up when the visitor presses Continue. A plain request rather than a query: the
 * school code screen is the first screen, loaded before the query client (src/web/main.tsx).
 */
export async function lookUpTenant(code: string): Promise<Tenant> {
  return getTenant(await normalizeSchoolCode(code));
}
