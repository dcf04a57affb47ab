/**
 * The signed-in user's last answers, readable offline. Each user has a cache of their own, named by
 * the user id the request's own access token carries: a request only ever reads the cache of the
 * user whose token it sends, and the app deletes every user cache at sign-out
 * (src/web/lib/service-worker/user-caches.ts). Only JSON reads of the API are kept (what apiFetch
 * sends: GET, a bearer token, `accept: application/json`); streams, downloads and writes pass by.
 */
import {
  USER_CACHE_PREFIX,
  SERVED_FROM_CACHE_HEADER,
} from '../lib/service-worker/user-cache-names';

/** At most this many answers per user; the oldest go first. */
const MAX_ENTRIES = 150;

/** The `sub` claim of a bearer token (its user), read without checking it: it only names a cache. */
export function tokenUser(authorization: string | null): string | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/** The user whose JSON read this is, or null when the request is none of the app's JSON reads. */
export function userOfJsonRead(request: Request): string | null {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return null;
  if (!url.pathname.startsWith('/api/')) return null;
  if (!(request.headers.get('accept') ?? '').includes('application/json')) return null;
  return tokenUser(request.headers.get('authorization'));
}

async function keep(cacheName: string, request: Request, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  // The cache key leaves the token out: the cache's name already says whose answer it is.
  await cache.put(request.url, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -MAX_ENTRIES).map((key) => cache.delete(key)));
}

/** A copy of the response marked as read from the cache (the app's offline banner shows then). */
async function markedFromCache(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SERVED_FROM_CACHE_HEADER, '1');
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The network first; a 200 answer is kept for its user. When the network fails, that user's last
 * answer to the same address, if any; else the failure as it was.
 */
export async function networkFirstForUser(
  event: { waitUntil(promise: Promise<unknown>): void },
  request: Request,
  user: string,
): Promise<Response> {
  const cacheName = `${USER_CACHE_PREFIX}${user}`;
  try {
    const response = await fetch(request);
    if (response.status === 200 && !response.headers.get('cache-control')?.includes('no-store')) {
      event.waitUntil(keep(cacheName, request, response.clone()));
    }
    return response;
  } catch (error) {
    const cached = await (await caches.open(cacheName)).match(request.url);
    if (cached) return markedFromCache(cached);
    throw error;
  }
}
