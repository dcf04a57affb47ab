import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Profile, Session } from '@/shared/schemas/auth';
import { AuthClient } from '@/web/lib/auth/auth-client';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { errorResponse, jsonResponse, makeProfile, makeSession } from './fixtures';

const SIGN_IN_PROVIDERS = '/api/auth/oidc/providers?';

/**
 * The global fetch as one mock for every test of the file: reset and stubbed before each test,
 * the real one back after it. `signedIn` stores a session first, for screens behind sign-in.
 */
export function mockFetch(options: { signedIn?: boolean } = {}) {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    // The sign-in screen's provider list (none) answers by itself, not from the test's queue.
    vi.stubGlobal('fetch', (url: unknown, init?: unknown) =>
      typeof url === 'string' && url.startsWith(SIGN_IN_PROVIDERS)
        ? Promise.resolve(jsonResponse(200, []))
        : fetchMock(url, init),
    );
    if (options.signedIn) storeSession(makeSession());
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/**
 * mockFetch with a fresh AuthClient on localStorage for each test (disposed after it): for the
 * code that takes the client. Read `client` inside tests, it is replaced before each one.
 */
export function mockFetchWithClient() {
  const mocked = { fetch: mockFetch(), client: undefined as unknown as AuthClient };
  beforeEach(() => {
    mocked.client = new AuthClient(window.localStorage);
  });
  afterEach(() => mocked.client.dispose());
  return mocked;
}

/** Stores a session the way the web client does, so the app starts signed in. */
export function storeSession(session: Session = makeSession()) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** A session that has expired: the request answers 401, then the refresh a new session. */
export function expireThenRefresh(fetchMock: ReturnType<typeof vi.fn>) {
  storeSession(makeSession(3600, 'old'));
  fetchMock
    .mockResolvedValueOnce(errorResponse(401, 'UNAUTHENTICATED', 'expired'))
    .mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'new')));
}

/** Each request made, with the bearer token it sent (null: none). */
export const tokensSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls as [string, RequestInit][]).map(([url, init]) => [
    url,
    new Headers(init.headers).get('authorization'),
  ]);

/** Checks, after expireThenRefresh, that `url` was sent with the old token, then the new one. */
export function expectRetriedAfterRefresh(fetchMock: ReturnType<typeof vi.fn>, url: string) {
  expect(tokensSent(fetchMock)).toEqual([
    [url, 'Bearer access-old'],
    ['/api/auth/refresh', null],
    [url, 'Bearer access-new'],
  ]);
}

/** The requests made with `method` to exactly `path`. */
export const callsTo = (fetchMock: ReturnType<typeof vi.fn>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

/** What a route no test answers gets. */
export const notFound = () =>
  jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not here' } });

/**
 * The last answer of a test's fake API: the profile of a `role` account (the app loads it after
 * sign-in), and 404 for any other URL.
 */
export function profileOrNotFound(url: string, role: Profile['role']): Response {
  return url === '/api/profile' ? jsonResponse(200, makeProfile(role)) : notFound();
}

/** A refusal of one field as the server answers it; `summary` is the error's own message. */
export function fieldError(
  status: number,
  code: string,
  path: string,
  message: string,
  summary = `${path}: ${message}`,
) {
  return jsonResponse(status, { error: { code, message: summary, details: [{ path, message }] } });
}

/**
 * The test's fake API: each request is answered by `answer`, given its method (GET unless the
 * request says), its URL and the rest of the request.
 */
export function serveApi(
  fetchMock: ReturnType<typeof vi.fn>,
  answer: (method: string, url: string, init?: RequestInit) => Promise<Response>,
) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
    answer(init?.method ?? 'GET', url, init),
  );
}
