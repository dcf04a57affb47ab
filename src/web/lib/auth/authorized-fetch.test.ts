import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeSession } from '@/web/test/fixtures';
import { expireThenRefresh, mockFetchWithClient, storeSession } from '@/web/test/fetch-mock';
import { authorizedFetch } from './authorized-fetch';

const mocked = mockFetchWithClient();
const fetchMock = mocked.fetch;

describe('authorizedFetch', () => {
  it('refuses without a session', async () => {
    await expect(authorizedFetch('/api/profile', {}, mocked.client)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes once after a 401 and retries with the new token', async () => {
    expireThenRefresh(fetchMock);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(authorizedFetch('/api/profile', {}, mocked.client)).resolves.toEqual({ ok: true });
    const auth = fetchMock.mock.calls.map(([url, init]) => [url, init.headers.authorization]);
    expect(auth).toEqual([
      ['/api/profile', 'Bearer access-old'],
      ['/api/auth/refresh', undefined],
      ['/api/profile', 'Bearer access-new'],
    ]);
  });

  it('signs out when the session was revoked', async () => {
    storeSession(makeSession(3600, 'old'));
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'UNAUTHENTICATED', 'revoked'))
      .mockResolvedValueOnce(errorResponse(401, 'INVALID_REFRESH_TOKEN', 'revoked'));
    await expect(authorizedFetch('/api/profile', {}, mocked.client)).rejects.toMatchObject({
      status: 401,
    });
    await expect(mocked.client.getSession()).resolves.toBeNull();
  });
});
