import { AppError } from '@/shared/errors';
import { type ApiRequest, UNREACHABLE_STATUS, apiFetch, toAppError } from '../api-client';
import { type AuthClient, authClient } from './auth-client';

const signedOut = () =>
  new AppError('UNAUTHENTICATED', 'You are signed out. Please sign in again.');

/**
 * The one rule of every authorized request, JSON, upload, download or stream alike: send it with
 * the session's access token; on a 401, refresh the session once and send it again with the new
 * token. `send` throws the server's AppError (status 401 for an expired token).
 */
export async function withFreshToken<T>(
  send: (accessToken: string) => Promise<T>,
  client: AuthClient = authClient,
): Promise<T> {
  const session = await client.getSession();
  if (!session) throw signedOut();
  try {
    return await send(session.access_token);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 401) throw error;
    const refreshed = await client.refreshSession();
    if (!refreshed || refreshed.access_token === session.access_token) throw error;
    return send(refreshed.access_token);
  }
}

/**
 * apiFetch with the session's bearer token (see withFreshToken). The answer is unread JSON: call
 * sites parse it with the shared schema through fetchParsed (lib/fetch-parsed.ts).
 */
export function authorizedFetch(
  path: string,
  request: Omit<ApiRequest, 'accessToken'> = {},
  client: AuthClient = authClient,
): Promise<unknown> {
  return withFreshToken(
    (accessToken) => apiFetch<unknown>(path, { ...request, accessToken }),
    client,
  );
}

/**
 * A request whose answer is not JSON (a download, an event or NDJSON stream): the Response as it
 * came, once it is a 2xx; an error answer throws the server's AppError, a 401 refreshing first.
 */
export function authorizedResponse(
  path: string,
  init: RequestInit = {},
  client: AuthClient = authClient,
): Promise<Response> {
  return withFreshToken(async (accessToken) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${accessToken}`);
    const response = await fetch(path, { ...init, headers }).catch((cause: unknown) => {
      if (init.signal?.aborted) throw cause;
      throw new AppError('UNAVAILABLE', 'The server could not be reached', {
        status: UNREACHABLE_STATUS,
      });
    });
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    let payload: unknown = null;
    try {
      payload = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      payload = null;
    }
    throw toAppError(response.status, payload);
  }, client);
}
