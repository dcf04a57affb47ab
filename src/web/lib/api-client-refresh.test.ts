import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorResponse, jsonResponse, makeSession } from '@/web/test/fixtures';
import {
  expectRetriedAfterRefresh,
  expireThenRefresh,
  mockFetchWithClient,
  storeSession,
  tokensSent,
} from '@/web/test/fetch-mock';
import { authorizedResponse } from './auth/authorized-fetch';
import { fetchParsed } from './fetch-parsed';
import { uploadFile } from './upload';

/** JSON, uploads, downloads and streams share one rule: a 401 refreshes once, then retries. */
const mocked = mockFetchWithClient();
const fetchMock = mocked.fetch;

const thing = z.object({ id: z.string(), name: z.string() });

describe('fetchParsed (JSON)', () => {
  it('refreshes after a 401, retries once and parses the answer with the schema', async () => {
    expireThenRefresh(fetchMock);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'a', name: 'Ada', extra: true }));
    await expect(fetchParsed(thing, '/api/thing', {}, mocked.client)).resolves.toEqual({
      id: 'a',
      name: 'Ada',
    });
    expectRetriedAfterRefresh(fetchMock, '/api/thing');
  });

  it('turns an answer of another shape into an error in plain words', async () => {
    storeSession(makeSession(3600, 'old'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'a', title: 'Ada' }));
    const error = await fetchParsed(thing, '/api/thing', {}, mocked.client).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      code: 'INTERNAL',
      message:
        'The server sent an answer this page could not read. Please reload the page and try again.',
    });
    expect(String((error as Error).message)).not.toMatch(/zod|invalid_type|expected/i);
  });
});

describe('authorizedResponse (downloads and streams)', () => {
  it('refreshes after a 401 and hands over the retried answer as it came', async () => {
    expireThenRefresh(fetchMock);
    fetchMock.mockResolvedValueOnce(
      new Response('a,b\n1,2\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const response = await authorizedResponse('/api/report.csv', {}, mocked.client);
    await expect(response.text()).resolves.toBe('a,b\n1,2\n');
    expectRetriedAfterRefresh(fetchMock, '/api/report.csv');
  });

  it('retries a stream the same way and keeps its body readable', async () => {
    expireThenRefresh(fetchMock);
    fetchMock.mockResolvedValueOnce(
      new Response('data: {"kind":"fees","studentId":null}\n\n', {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      }),
    );
    const controller = new AbortController();
    const response = await authorizedResponse(
      '/api/parent/events',
      { headers: { accept: 'text/event-stream' }, signal: controller.signal },
      mocked.client,
    );
    await expect(response.text()).resolves.toContain('"kind":"fees"');
    expect(tokensSent(fetchMock).map(([url]) => url)).toEqual([
      '/api/parent/events',
      '/api/auth/refresh',
      '/api/parent/events',
    ]);
    const [, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(new Headers(init.headers).get('accept')).toBe('text/event-stream');
  });

  it('throws the server error of an answer that is not 2xx', async () => {
    storeSession(makeSession(3600, 'old'));
    fetchMock.mockResolvedValueOnce(errorResponse(404, 'NOT_FOUND', 'No such file'));
    await expect(authorizedResponse('/api/file', {}, mocked.client)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such file',
      status: 404,
    });
  });
});

/** A stand-in XMLHttpRequest: answers each send with the next status and text. */
function fakeXhr(answers: { status: number; text: string }[]) {
  const sent: string[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      sent.push(this.headers.authorization ?? '');
      const answer = answers.shift()!;
      this.status = answer.status;
      this.responseText = answer.text;
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadFile', () => {
  it('refreshes after a 401 and sends the file again with the new token', async () => {
    storeSession(makeSession(3600, 'old'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'new')));
    const sent = fakeXhr([
      {
        status: 401,
        text: JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'expired' } }),
      },
      { status: 200, text: '{"ok":true}' },
    ]);
    await expect(uploadFile('/api/upload', new Blob(['x']), {}, mocked.client)).resolves.toBe(
      '{"ok":true}',
    );
    expect(sent).toEqual(['Bearer access-old', 'Bearer access-new']);
    expect(tokensSent(fetchMock)).toEqual([['/api/auth/refresh', null]]);
  });
});
