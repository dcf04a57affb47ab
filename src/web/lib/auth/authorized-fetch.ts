import { AppError } from '@/shared/errors';
import { type ApiRequest, apiFetch } from '../api-client';
import { type AuthClient, authClient } from './auth-client';

/** apiFetch with the session's bearer token; a 401 refreshes the session once and retries. */
export async function authorizedFetch<T>(
  path: string,
  request: Omit<ApiRequest, 'accessToken'> = {},
  client: AuthClient = authClient,
): Promise<T> {
  const session = await client.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED', 'You are signed out. Please sign in again.');
  try {
    return await apiFetch<T>(path, { ...request, accessToken: session.access_token });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 401) throw error;
    const refreshed = await client.refreshSession();
    if (!refreshed || refreshed.access_token === session.access_token) throw error;
    return apiFetch<T>(path, { ...request, accessToken: refreshed.access_token });
  }
}
