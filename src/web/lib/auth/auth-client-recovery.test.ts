import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_STORAGE_KEY, SESSION_STORAGE_KEY } from '@/web/lib/storage-keys';
import {
  errorResponse,
  greenwood,
  jsonResponse,
  makeSession,
  riverside,
  userId,
} from '@/web/test/fixtures';
import { AuthClient, type AuthEvent } from './auth-client';
import { parseAuthLink } from './auth-link';

let client: AuthClient;
let events: { event: AuthEvent; token: string | null }[];
const fetchMock = vi.fn();

const expiresAt = Math.floor(new Date('2026-11-21T11:00:00Z').getTime() / 1000);
const recoveryHash = `#${new URLSearchParams({
  access_token: 'access-recovery',
  refresh_token: 'refresh-recovery',
  expires_in: '3600',
  expires_at: String(expiresAt),
  token_type: 'bearer',
  type: 'recovery',
  school_code: 'GREENWOOD',
})}`;
const invalidHash =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
const authUser = {
  id: userId,
  tenant_id: greenwood.id,
  email: 'admin@greenwood.edu',
  role: 'admin',
  created_at: '2026-01-01T00:00:00Z',
};

/** Opens the app at `/path#hash`, as the redirect from the verify endpoint does. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  client = new AuthClient(window.localStorage);
  client.onAuthStateChange((event, session) => {
    events.push({ event, token: session?.access_token ?? null });
  });
}

/** Waits for the start-up (the session schema loads on first use) and the events after it. */
async function settle() {
  await client.initialize();
  await vi.advanceTimersByTimeAsync(0);
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

function answerRecovery(user: Response | (() => Response) = () => jsonResponse(200, authUser)) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/auth/user') return typeof user === 'function' ? user() : user;
    if (url === '/api/tenants/GREENWOOD') return jsonResponse(200, greenwood);
    return errorResponse(404, 'NOT_FOUND', 'x');
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  events = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  client?.dispose();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AuthClient with a recovery link', () => {
  it('signs in from the fragment, clears it, and emits PASSWORD_RECOVERY', async () => {
    answerRecovery();
    arriveAt(`/${recoveryHash}`);
    // The tokens leave the address bar at once, before the router or anyone else reads it.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/');
    expect(client.isPasswordRecovery()).toBe(true);
    await settle();

    const [, init] = calls('/api/auth/user')[0]!;
    expect(init.headers.authorization).toBe('Bearer access-recovery');
    expect(events).toEqual([
      { event: 'PASSWORD_RECOVERY', token: 'access-recovery' },
      { event: 'INITIAL_SESSION', token: 'access-recovery' },
    ]);
    // Stored exactly like a sign-in's session.
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      access_token: 'access-recovery',
      refresh_token: 'refresh-recovery',
      expires_in: 3600,
      expires_at: expiresAt,
      token_type: 'bearer',
      user: { id: userId, tenant_id: greenwood.id, email: 'admin@greenwood.edu' },
    });
    expect(client.isPasswordRecovery()).toBe(true);
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBe(userId);
    expect(client.getLinkTenant()).toEqual(greenwood);
    expect(client.getLinkError()).toBeNull();
  });

  it('is still a recovery session after a reload, until the new password is saved', async () => {
    answerRecovery();
    arriveAt(`/${recoveryHash}`);
    await settle();
    client.dispose();

    events = [];
    arriveAt('/teacher/dashboard');
    await settle();
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: 'access-recovery' }]);
    expect(client.isPasswordRecovery()).toBe(true);

    client.completePasswordRecovery();
    expect(events.at(-1)).toEqual({ event: 'USER_UPDATED', token: 'access-recovery' });
    expect(client.isPasswordRecovery()).toBe(false);
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
  });

  it('ends the recovery on sign-out and on an ordinary sign-in', async () => {
    answerRecovery();
    arriveAt(`/${recoveryHash}`);
    await settle();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'signed-in')));
    await client.signInWithPassword({
      tenant_id: greenwood.id,
      email: 'admin@greenwood.edu',
      password: 'demopassword',
    });
    expect(client.isPasswordRecovery()).toBe(false);
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();

    client.dispose();
    answerRecovery();
    arriveAt(`/${recoveryHash}`);
    await settle();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await client.signOut();
    expect(client.isPasswordRecovery()).toBe(false);
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
  });

  it('follows another tab that saved the new password', async () => {
    answerRecovery();
    arriveAt(`/${recoveryHash}`);
    await settle();
    window.localStorage.removeItem(RECOVERY_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: RECOVERY_STORAGE_KEY }));
    expect(client.isPasswordRecovery()).toBe(false);
    expect(events.at(-1)).toEqual({ event: 'USER_UPDATED', token: 'access-recovery' });
  });

  it('replaces a session that was stored before', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(3600, 'old')));
    answerRecovery();
    arriveAt(`/${recoveryHash}`);
    await settle();
    expect(events.at(-1)).toEqual({ event: 'INITIAL_SESSION', token: 'access-recovery' });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      access_token: 'access-recovery',
    });
  });

  it('does not apply a school other than the user’s own', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/user' ? jsonResponse(200, authUser) : jsonResponse(200, riverside),
    );
    arriveAt(`/${recoveryHash}`);
    await settle();
    expect(client.isPasswordRecovery()).toBe(true);
    expect(client.getLinkTenant()).toBeNull();
  });

  it('says the link is invalid when the server refuses its tokens, keeping what was stored', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(3600, 'kept')));
    answerRecovery(() => errorResponse(401, 'UNAUTHENTICATED', 'Your session has ended.'));
    arriveAt(`/${recoveryHash}`);
    await settle();
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: 'access-kept' }]);
    expect(client.getLinkError()).toBe('Email link is invalid or has expired');
    expect(client.isPasswordRecovery()).toBe(false);
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
  });

  it('says something went wrong when the server cannot be reached', async () => {
    answerRecovery(() => {
      throw new TypeError('Failed to fetch');
    });
    arriveAt(`/${recoveryHash}`);
    await settle();
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: null }]);
    expect(client.getLinkError()).toBe(
      'Something went wrong with the email link. Please ask for a new one.',
    );
  });
});

describe('AuthClient with an error link', () => {
  it('clears the fragment and keeps the error to show', async () => {
    arriveAt(`/${invalidHash}`);
    expect(window.location.hash).toBe('');
    await settle();
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: null }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getLinkError()).toBe('Email link is invalid or has expired');
    client.dismissLinkError();
    expect(client.getLinkError()).toBeNull();
  });

  it('leaves other fragments alone', async () => {
    arriveAt('/teacher/dashboard#main-content');
    await settle();
    expect(window.location.hash).toBe('#main-content');
    expect(client.getLinkError()).toBeNull();
  });
});

describe('parseAuthLink', () => {
  it('shows only the texts the server sends, since anyone can write a link', () => {
    expect(parseAuthLink('#error=access_denied&error_description=Call+555-0100+now')).toEqual({
      kind: 'error',
      message: 'Email link is invalid or has expired',
    });
  });

  it('treats a recovery fragment without tokens as an invalid link', () => {
    expect(parseAuthLink('#type=recovery&access_token=a')).toEqual({
      kind: 'error',
      message: 'Email link is invalid or has expired',
    });
  });

  it('reads the tokens, times and school code', () => {
    expect(parseAuthLink(recoveryHash)).toEqual({
      kind: 'recovery',
      accessToken: 'access-recovery',
      refreshToken: 'refresh-recovery',
      expiresIn: 3600,
      expiresAt,
      schoolCode: 'GREENWOOD',
    });
  });
});
