import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, makeSession } from '@/web/test/fixtures';
import {
  expectRetriedAfterRefresh,
  expireThenRefresh,
  mockFetchWithClient,
  storeSession,
} from '@/web/test/fetch-mock';
import { sessionFetch } from './session-fetch';

const mocked = mockFetchWithClient();
const fetchMock = mocked.fetch;

beforeEach(() => {
  storeSession(makeSession(3600, 'old'));
});

describe('sessionFetch (the chat stream and document uploads)', () => {
  it('refreshes after a 401 and sends the stream request again with the new token', async () => {
    expireThenRefresh(fetchMock);
    fetchMock.mockResolvedValueOnce(
      new Response('{"delta":"Hi"}\n', { headers: { 'content-type': 'application/x-ndjson' } }),
    );
    const response = await sessionFetch('/api/chat?stream=1', { method: 'POST' }, mocked.client);
    await expect(response.text()).resolves.toBe('{"delta":"Hi"}\n');
    expectRetriedAfterRefresh(fetchMock, '/api/chat?stream=1');
  });

  it('hands back the 401 for the caller to read when the session cannot be refreshed', async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'UNAUTHENTICATED', 'expired'))
      .mockResolvedValueOnce(errorResponse(401, 'INVALID_REFRESH_TOKEN', 'revoked'));
    const response = await sessionFetch('/api/chat?stream=1', { method: 'POST' }, mocked.client);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toMatchObject({ error: { message: 'expired' } });
  });
});
