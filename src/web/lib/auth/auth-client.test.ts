import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { errorResponse, greenwood, jsonResponse, makeSession } from '@/web/test/fixtures';
import { AUTO_REFRESH_TICK_MS, AuthClient, type AuthEvent } from './auth-client';

let client: AuthClient;
let events: { event: AuthEvent; token: string | null }[];
let fetchMock: ReturnType<typeof vi.fn>;

function start(stored?: ReturnType<typeof makeSession>) {
  if (stored) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  client = new AuthClient(window.localStorage);
  client.onAuthStateChange((event, session) => {
    events.push({ event, token: session?.access_token ?? null });
  });
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  events = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  client?.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AuthClient events and persistence', () => {
  it('emits INITIAL_SESSION with no session when nothing is stored', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: null }]);
  });

  it('restores the stored session after a reload', async () => {
    start(makeSession(3600, 'stored'));
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: 'access-stored' }]);
    await expect(client.getSession()).resolves.toMatchObject({ access_token: 'access-stored' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, stores the session and emits SIGNED_IN', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'new')));
    await client.signInWithPassword({
      tenant_id: greenwood.id,
      email: 'admin@greenwood.edu',
      password: 'demopassword',
    });
    const [, init] = calls('/api/auth/sign-in')[0]!;
    expect(JSON.parse(init.body)).toEqual({
      tenant_id: greenwood.id,
      email: 'admin@greenwood.edu',
      password: 'demopassword',
    });
    expect(events.at(-1)).toEqual({ event: 'SIGNED_IN', token: 'access-new' });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      access_token: 'access-new',
    });
  });

  it('passes the server message of a failed sign-in on', async () => {
    start();
    fetchMock.mockResolvedValueOnce(
      errorResponse(400, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    );
    await expect(
      client.signInWithPassword({ tenant_id: greenwood.id, email: 'a@b.c', password: 'x' }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs out on the server and locally, emitting SIGNED_OUT', async () => {
    start(makeSession(3600, 'mine'));
    await vi.advanceTimersByTimeAsync(0);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await client.signOut();
    const [, init] = calls('/api/auth/sign-out')[0]!;
    expect(init.headers.authorization).toBe('Bearer access-mine');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(events.at(-1)).toEqual({ event: 'SIGNED_OUT', token: null });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    start(makeSession());
    await vi.advanceTimersByTimeAsync(0);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await client.signOut();
    expect(events.at(-1)).toEqual({ event: 'SIGNED_OUT', token: null });
  });

  it('emits USER_UPDATED when told the user changed', async () => {
    start(makeSession());
    await vi.advanceTimersByTimeAsync(0);
    client.notifyUserUpdated();
    expect(events.at(-1)).toEqual({ event: 'USER_UPDATED', token: 'access-1' });
  });
});

describe('AuthClient refresh', () => {
  it('checks every 30 s and refreshes once fewer than 3 ticks remain', async () => {
    start(makeSession(150, 'old'));
    await vi.advanceTimersByTimeAsync(0);
    fetchMock.mockResolvedValue(jsonResponse(200, makeSession(3600, 'new')));

    await vi.advanceTimersByTimeAsync(2 * AUTO_REFRESH_TICK_MS); // 90 s left: 3 ticks
    expect(calls('/api/auth/refresh')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS); // 60 s left: 2 ticks
    expect(calls('/api/auth/refresh')).toHaveLength(1);
    expect(JSON.parse(calls('/api/auth/refresh')[0]![1].body)).toEqual({
      refresh_token: 'refresh-old',
    });
    expect(events.at(-1)).toEqual({ event: 'TOKEN_REFRESHED', token: 'access-new' });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      refresh_token: 'refresh-new',
    });
  });

  it('refreshes at start when the stored session is about to expire', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, makeSession(3600, 'new')));
    start(makeSession(20, 'old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls('/api/auth/refresh')).toHaveLength(1);
    expect(events).toEqual([
      { event: 'TOKEN_REFRESHED', token: 'access-new' },
      { event: 'INITIAL_SESSION', token: 'access-new' },
    ]);
  });

  it('retries a failing refresh, backing off from 200 ms', async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(503, 'UNAVAILABLE', 'down'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'new')));
    start(makeSession(20, 'old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls('/api/auth/refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls('/api/auth/refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('/api/auth/refresh')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(calls('/api/auth/refresh')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('/api/auth/refresh')).toHaveLength(3);
    expect(events.at(-1)).toEqual({ event: 'INITIAL_SESSION', token: 'access-new' });
  });

  it('signs out when the refresh token is refused', async () => {
    fetchMock.mockResolvedValue(errorResponse(401, 'INVALID_REFRESH_TOKEN', 'spent'));
    start(makeSession(20, 'old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls('/api/auth/refresh')).toHaveLength(1);
    expect(events).toEqual([
      { event: 'SIGNED_OUT', token: null },
      { event: 'INITIAL_SESSION', token: null },
    ]);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('AuthClient across tabs', () => {
  it('signs out when another tab signs out', async () => {
    start(makeSession());
    await vi.advanceTimersByTimeAsync(0);
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    expect(events.at(-1)).toEqual({ event: 'SIGNED_OUT', token: null });
  });

  it('takes over a session another tab refreshed or signed in', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    const other = makeSession(3600, 'other-tab');
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(events.at(-1)).toEqual({ event: 'SIGNED_IN', token: 'access-other-tab' });

    const refreshed = makeSession(3600, 'refreshed');
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(refreshed));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(events.at(-1)).toEqual({ event: 'TOKEN_REFRESHED', token: 'access-refreshed' });
  });

  it('ignores other keys', async () => {
    start(makeSession());
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(events).toHaveLength(1);
  });
});
