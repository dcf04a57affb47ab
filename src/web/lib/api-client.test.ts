import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/errors';
import { apiFetch, apiFetchRaw } from './api-client';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi
    .fn()
    .mockResolvedValue(new Response(body === null ? null : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends JSON with the bearer token and returns the body', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    await expect(
      apiFetch('/api/x', { method: 'POST', body: { a: 1 }, accessToken: 'tok' }),
    ).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tok',
      'content-type': 'application/json',
    });
  });

  it('sends FormData as it is, leaving the multipart content type to fetch', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'logo.png');
    await apiFetch('/api/upload', { method: 'POST', body: form, accessToken: 'tok' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers['content-type']).toBeUndefined();
    expect(init.headers.authorization).toBe('Bearer tok');
  });

  it('turns an error body back into an AppError', async () => {
    mockFetch(400, {
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', hint: 'h' },
    });
    const error = await apiFetch('/api/auth/sign-in').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      status: 400,
      message: 'Invalid email or password',
      hint: 'h',
    });
  });

  it('keeps the HTTP status of an answer without an error body', async () => {
    mockFetch(502, null);
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 0 });
  });

  it('returns undefined-like null for an empty answer', async () => {
    mockFetch(204, null);
    await expect(apiFetch('/api/auth/sign-out')).resolves.toBeNull();
  });
});

describe('apiFetchRaw', () => {
  it('returns status and body without throwing', async () => {
    mockFetch(403, { error: { code: 'FORBIDDEN', message: 'no' } });
    await expect(apiFetchRaw('/api/profiles?user_id=1')).resolves.toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: 'no' } },
    });
  });
});
