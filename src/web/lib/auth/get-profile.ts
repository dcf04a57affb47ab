import { queryOptions } from '@tanstack/react-query';
import { AppError } from '@/shared/errors';
import type { Profile } from '@/shared/schemas/auth';
import { type AuthClient, authClient } from './auth-client';
import { authorizedFetch } from './authorized-fetch';

export const profileQueryKey = (userId: string | null | undefined) => ['profile', userId] as const;

export async function getProfile(client: AuthClient = authClient): Promise<Profile> {
  const body = await authorizedFetch('/api/profile', {}, client);
  const { profileSchema } = await import('@/shared/schemas/auth');
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError('INTERNAL', 'The server sent a profile it could not read');
  return parsed.data;
}

export function profileQueryOptions(userId: string | null | undefined, client?: AuthClient) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: () => getProfile(client),
    enabled: Boolean(userId),
    staleTime: 60_000,
    retry: false,
  });
}
