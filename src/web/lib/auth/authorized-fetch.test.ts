import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { errorResponse, jsonResponse, makeSession } from '@/web/test/fixtures';
import { AuthClient } from './auth-client';
import { authorizedFetch } from './authorized-fetch';

const fetchMock = vi.fn();
let client: AuthClient;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  client = new AuthClient(window.localStorage);
});
afterEach(() => {
  client.dispose();
  vi.unstubAllGlobals();
});

describe('authorizedFetch', () => {
  it('refuses without a session', async () => {
    await expect(authorizedFetch('/api/profile', {}, client)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(3600, 'old')));
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'UNAUTHENTICATED', 'expired'))
      .mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'new')))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(authorizedFetch('/api/profile', {}, client)).resolves.toEqual({ ok: true });
    const auth = fetchMock.mock.calls.map(([url, init]) => [url, init.headers.authorization]);
    expect(auth).toEqual([
      ['/api/profile', 'Bearer access-old'],
      ['/api/auth/refresh', undefined],
      ['/api/profile', 'Bearer access-new'],
    ]);
  });

  it('signs out when the session was revoked', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(3600, 'old')));
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'UNAUTHENTICATED', 'revoked'))
      .mockResolvedValueOnce(errorResponse(401, 'INVALID_REFRESH_TOKEN', 'revoked'));
    await expect(authorizedFetch('/api/profile', {}, client)).rejects.toMatchObject({
      status: 401,
    });
    await expect(client.getSession()).resolves.toBeNull();
  });
});
