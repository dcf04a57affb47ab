import { describe, expect, it } from 'vitest';
import { readPushPayload, sameOriginPath } from './push';
import { tokenUser, userOfJsonRead } from './user-cache';

const USER = '6f1d2c4e-0000-4000-8000-000000000001';
const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('the push of a Web Push message', () => {
  it('reads title, body, url and tag, with defaults for what is missing', () => {
    const push = { title: 'New message', body: 'Ms Lee replied', url: '/parent', tag: 'm-1' };
    expect(readPushPayload(JSON.stringify(push))).toEqual(push);
    expect(readPushPayload(JSON.stringify({ title: 'Hi' }))).toEqual({
      title: 'Hi',
      body: '',
      url: '/',
      tag: 'portal',
    });
    expect(readPushPayload('plain words')).toMatchObject({
      title: 'School Portal',
      body: 'plain words',
    });
    expect(readPushPayload(null).title).toBe('School Portal');
  });

  it('opens only addresses of the app itself', () => {
    expect(sameOriginPath('/parent/dashboard?child=2#fees')).toBe('/parent/dashboard?child=2#fees');
    expect(sameOriginPath(`${self.location.origin}/chat`)).toBe('/chat');
    expect(sameOriginPath('https://evil.example/phish')).toBe('/');
    expect(sameOriginPath('javascript:alert(1)')).toBe('/');
  });
});

describe('the user whose answers a request may read', () => {
  it("is the access token's subject", () => {
    expect(tokenUser(`Bearer ${token({ sub: USER })}`)).toBe(USER);
    expect(tokenUser(`Bearer ${token({ sub: 'not-an-id' })}`)).toBeNull();
    expect(tokenUser('Bearer garbage')).toBeNull();
    expect(tokenUser(null)).toBeNull();
  });

  it("is set only for the app's JSON reads of the API", () => {
    const read = (path: string, init: RequestInit = {}) =>
      userOfJsonRead(
        new Request(new URL(path, self.location.origin), {
          headers: { accept: 'application/json', authorization: `Bearer ${token({ sub: USER })}` },
          ...init,
        }),
      );
    expect(read('/api/parent/dashboard')).toBe(USER);
    expect(read('/api/parent/dashboard', { method: 'POST' })).toBeNull();
    expect(read('/api/parent/events', { headers: { accept: 'text/event-stream' } })).toBeNull();
    expect(read('/api/profile', { headers: { accept: 'application/json' } })).toBeNull();
    expect(read('/assets/app.js')).toBeNull();
  });
});
