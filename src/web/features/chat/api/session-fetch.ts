import { AppError } from '@/shared/errors';
import { type AuthClient, authClient } from '@/web/lib/auth/auth-client';
import { withFreshToken } from '@/web/lib/auth/authorized-fetch';

/**
 * fetch with the session's bearer token, for bodies apiFetch does not send (multipart uploads) or
 * answers it does not read (a streamed reply). A request that cannot reach the server rejects
 * with a TypeError, as fetch does; the screen shows 'Network error' for it.
 */
export async function sessionFetch(
  path: string,
  init: RequestInit,
  client: AuthClient = authClient,
): Promise<Response> {
  // The first 401 refreshes the session and sends again (withFreshToken, the rule of every
  // request); any other answer, the retry's included, comes back as it is for the caller to read,
  // and so does that 401 when the session cannot be refreshed.
  let expired: Response | undefined;
  try {
    return await withFreshToken(async (accessToken) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${accessToken}`);
      const response = await fetch(path, { ...init, headers });
      if (response.status !== 401 || expired) return response;
      expired = response;
      throw new AppError('UNAUTHENTICATED', 'Your session has expired.', { status: 401 });
    }, client);
  } catch (error) {
    if (expired && error instanceof AppError && error.status === 401) return expired;
    throw error;
  }
}

/** The message of an `{error}` answer: the server's words (`error.message`, or `error` itself). */
export function errorMessage(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const error = (payload as { error: unknown }).error;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return null;
}
