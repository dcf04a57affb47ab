import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

export function tenantQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['tenant', code],
    queryFn: () => getTenant(code),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Looks the school up when the visitor presses Continue. */
export function useLookUpTenant() {
  const queryClient = useQueryClient();
  return useMutation<Tenant, unknown, string>({
    mutationFn: async (code) =>
      queryClient.fetchQuery(tenantQueryOptions(await normalizeSchoolCode(code))),
  });
}
