import { AppError } from '@/shared/errors';
import { authClient } from '@/web/lib/auth/auth-client';

/**
 * fetch with the session's bearer token, for bodies apiFetch does not send (multipart uploads) or
 * answers it does not read (a streamed reply). A request that cannot reach the server rejects
 * with a TypeError, as fetch does; the screen shows 'Network error' for it.
 */
export async function sessionFetch(path: string, init: RequestInit): Promise<Response> {
  const session = await authClient.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED', 'You are signed out. Please sign in again.');
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${session.access_token}`);
  return fetch(path, { ...init, headers });
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
