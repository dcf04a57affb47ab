import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface SignInProvider {
  id: string;
  display_name: string;
}

/** GET /api/auth/oidc/providers: the school's enabled sign-in providers (before sign-in). */
export async function getSignInProviders(tenantId: string): Promise<SignInProvider[]> {
  const body = await apiFetch(`/api/auth/oidc/providers?tenant_id=${encodeURIComponent(tenantId)}`);
  // The schemas (and zod) load with the first call, not with the first screen.
  const { signInProvidersSchema } = await import('@/shared/schemas/identity-providers');
  const parsed = signInProvidersSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent sign-in providers it could not read');
  return parsed.data;
}

export const useSignInProviders = (tenantId: string) =>
  useQuery({
    queryKey: ['sign-in-providers', tenantId],
    queryFn: () => getSignInProviders(tenantId),
    staleTime: 60_000,
    retry: false,
  });

/** Where a provider's button goes: the server starts the sign-in and sends the browser on. */
export const providerStartUrl = (tenantId: string, providerId: string) =>
  `/api/auth/oidc/${encodeURIComponent(providerId)}/start?tenant_id=${encodeURIComponent(tenantId)}`;
