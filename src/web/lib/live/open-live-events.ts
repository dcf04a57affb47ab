import { AppError } from '@/shared/errors';
import { type AuthClient, authClient } from '@/web/lib/auth/auth-client';
import { authorizedResponse } from '@/web/lib/auth/authorized-fetch';

/**
 * Opens a stream of live updates (server-sent events) at `path`: GET /api/events (the caller's own
 * events, any role) or GET /api/parent/events. Read with fetch rather than EventSource, which cannot
 * send the session's Authorization header.
 */
export async function openLiveEvents(
  path: '/api/events' | '/api/parent/events',
  signal: AbortSignal,
  client: AuthClient = authClient,
): Promise<ReadableStream<Uint8Array>> {
  // A 401 refreshes the session and opens again at once (withFreshToken), as every request does.
  const response = await authorizedResponse(
    path,
    { headers: { accept: 'text/event-stream' }, cache: 'no-store', signal },
    client,
  );
  if (!response.body) throw new AppError('UNAVAILABLE', 'Live updates answered without a stream');
  return response.body;
}
