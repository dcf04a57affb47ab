import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import { AuthClient } from '@/web/lib/auth/auth-client';
import { errorResponse, jsonResponse, makeSession } from '@/web/test/fixtures';
import { sessionFetch } from './session-fetch';

const fetchMock = vi.fn();
let client: AuthClient;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  client = new AuthClient(window.localStorage);
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(3600, 'old')));
});
afterEach(() => {
  client.dispose();
  vi.unstubAllGlobals();
});

const tokens = () =>
  (fetchMock.mock.calls as [string, RequestInit][]).map(([url, init]) => [
    url,
    new Headers(init.headers).get('authorization'),
  ]);

describe('sessionFetch (the chat stream and document uploads)', () => {
  it('refreshes after a 401 and sends the stream request again with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'UNAUTHENTICATED', 'expired'))
      .mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'new')))
      .mockResolvedValueOnce(
        new Response('{"delta":"Hi"}\n', { headers: { 'content-type': 'application/x-ndjson' } }),
      );
    const response = await sessionFetch('/api/chat?stream=1', { method: 'POST' }, client);
    await expect(response.text()).resolves.toBe('{"delta":"Hi"}\n');
    expect(tokens()).toEqual([
      ['/api/chat?stream=1', 'Bearer access-old'],
      ['/api/auth/refresh', null],
      ['/api/chat?stream=1', 'Bearer access-new'],
    ]);
  });

  it('hands back the 401 for the caller to read when the session cannot be refreshed', async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'UNAUTHENTICATED', 'expired'))
      .mockResolvedValueOnce(errorResponse(401, 'INVALID_REFRESH_TOKEN', 'revoked'));
    const response = await sessionFetch('/api/chat?stream=1', { method: 'POST' }, client);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toMatchObject({ error: { message: 'expired' } });
  });
});
