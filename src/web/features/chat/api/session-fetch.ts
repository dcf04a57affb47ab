import { toAppError } from '@/web/lib/api-client';
import { withFreshToken } from '@/web/lib/auth/authorized-fetch';

/**
 * fetch with the session's bearer token, for bodies apiFetch does not send (multipart uploads) or
 * answers it does not read (a streamed reply). A request that cannot reach the server rejects
 * with a TypeError, as fetch does; the screen shows 'Network error' for it.
 */
export async function sessionFetch(path: string, init: RequestInit): Promise<Response> {
  let attempts = 0;
  // The first 401 refreshes the session and sends again (withFreshToken); any other answer, the
  // retry's included, comes back as it is for the caller to read.
  return withFreshToken(async (accessToken) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${accessToken}`);
    const response = await fetch(path, { ...init, headers });
    if (response.status !== 401 || attempts++ > 0) return response;
    throw toAppError(401, await response.json().catch(() => null));
  });
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
