import { AppError } from '@/shared/errors';
import { type AuthClient, authClient } from '@/web/lib/auth/auth-client';

/**
 * GET /api/parent/events: the parent's stream of live updates (server-sent events). Read with fetch
 * rather than EventSource, which cannot send the session's Authorization header.
 */
export async function openLiveEvents(
  signal: AbortSignal,
  client: AuthClient = authClient,
): Promise<ReadableStream<Uint8Array>> {
  const session = await client.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED', 'You are signed out. Please sign in again.');
  const response = await fetch('/api/parent/events', {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${session.access_token}` },
    cache: 'no-store',
    signal,
  });
  // An expired token: refresh now, so the next attempt goes with the new one.
  if (response.status === 401) await client.refreshSession();
  if (!response.ok || !response.body) {
    throw new AppError('UNAVAILABLE', `Live updates answered ${response.status}`);
  }
  return response.body;
}
