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
const recoveryHash = `#type=recovery&token=tok-recovery&tenant_id=${greenwood.id}`;
const signUpHash = `#type=signup&token=tok-signup&tenant_id=${greenwood.id}`;
const invalidHash =
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
/** The session a live link gives, stored exactly like a sign-in's. */
const storedRecoverySession = {
  access_token: 'access-recovery',
  refresh_token: 'refresh-recovery',
  expires_in: 3600,
  expires_at: expiresAt,
  token_type: 'bearer',
  user: { id: userId, tenant_id: greenwood.id, email: 'admin@greenwood.edu' },
};
/** What POST /api/auth/verify answers for a live link. */
const recoverySession = { ...storedRecoverySession, school_code: 'GREENWOOD' };

/** Opens the app at `/path#hash`, as the link in the email does. */
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

/** The one POST that spent the link, and what it sent. */
function spentWith(path: string) {
  const spent = calls(path);
  expect(spent).toHaveLength(1);
  const [, init] = spent[0]!;
  expect(init.method).toBe('POST');
  return JSON.parse(init.body as string) as unknown;
}

/** No token ever went into a URL, so none is in a server's or a proxy's access log. */
const tokenInNoUrl = () =>
  expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('tok-'))).toEqual([]);

function answerLinks(
  verify: () => Response = () => jsonResponse(200, recoverySession),
  confirm: () => Response = () => jsonResponse(200, { confirmed: true }),
) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/auth/verify') return verify();
    if (url === '/api/auth/confirm') return confirm();
    if (url === '/api/tenants/GREENWOOD') return jsonResponse(200, greenwood);
    return errorResponse(404, 'NOT_FOUND', 'x');
  });
}

/** Opens the recovery link, answered as usual, and waits for its session. */
async function arriveInRecovery() {
  answerLinks();
  arriveAt(`/${recoveryHash}`);
  await settle();
}

/** The session is an ordinary one again, here and for the next reload. */
function expectRecoveryOver() {
  expect(client.isPasswordRecovery()).toBe(false);
  expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
}

const invalidLink = () =>
  errorResponse(410, 'INVALID_LINK', 'Email link is invalid or has expired');

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
  it('spends the link with a POST, clears the fragment, and emits PASSWORD_RECOVERY', async () => {
    answerLinks();
    arriveAt(`/${recoveryHash}`);
    // The token leaves the address bar at once, before the router or anyone else reads it.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/');
    expect(client.isPasswordRecovery()).toBe(true);
    await settle();

    expect(spentWith('/api/auth/verify')).toEqual({
      type: 'recovery',
      tenant_id: greenwood.id,
      token: 'tok-recovery',
    });
    tokenInNoUrl();
    expect(events).toEqual([
      { event: 'PASSWORD_RECOVERY', token: 'access-recovery' },
      { event: 'INITIAL_SESSION', token: 'access-recovery' },
    ]);
    // Stored exactly like a sign-in's session.
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(
      storedRecoverySession,
    );
    expect(client.isPasswordRecovery()).toBe(true);
    expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBe(userId);
    expect(client.getLinkTenant()).toEqual(greenwood);
    expect(client.getLinkError()).toBeNull();
    expect(client.getLinkNotice()).toBeNull();
  });

  it('is still a recovery session after a reload, until the new password is saved', async () => {
    await arriveInRecovery();
    client.dispose();

    events = [];
    arriveAt('/teacher/dashboard');
    await settle();
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: 'access-recovery' }]);
    expect(client.isPasswordRecovery()).toBe(true);
    expect(calls('/api/auth/verify')).toHaveLength(1);

    client.completePasswordRecovery();
    expect(events.at(-1)).toEqual({ event: 'USER_UPDATED', token: 'access-recovery' });
    expectRecoveryOver();
  });

  it('ends the recovery on sign-out and on an ordinary sign-in', async () => {
    await arriveInRecovery();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, makeSession(3600, 'signed-in')));
    await client.signInWithPassword({
      tenant_id: greenwood.id,
      email: 'admin@greenwood.edu',
      password: 'demopassword',
    });
    expectRecoveryOver();

    client.dispose();
    await arriveInRecovery();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await client.signOut();
    expectRecoveryOver();
  });

  it('follows another tab that saved the new password', async () => {
    await arriveInRecovery();
    window.localStorage.removeItem(RECOVERY_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: RECOVERY_STORAGE_KEY }));
    expect(client.isPasswordRecovery()).toBe(false);
    expect(events.at(-1)).toEqual({ event: 'USER_UPDATED', token: 'access-recovery' });
  });

  it('replaces a session that was stored before', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(3600, 'old')));
    await arriveInRecovery();
    expect(events.at(-1)).toEqual({ event: 'INITIAL_SESSION', token: 'access-recovery' });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      access_token: 'access-recovery',
    });
  });

  it('does not apply a school other than the user’s own', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/verify'
        ? jsonResponse(200, recoverySession)
        : jsonResponse(200, riverside),
    );
    arriveAt(`/${recoveryHash}`);
    await settle();
    expect(client.isPasswordRecovery()).toBe(true);
    expect(client.getLinkTenant()).toBeNull();
  });

  it.each([
    ['used or expired', invalidLink],
    ['malformed', () => errorResponse(400, 'VALIDATION_FAILED', 'token: The link has no token')],
  ])(
    'says the link is invalid when the server refuses it (%s), keeping what was stored',
    async (_label, refusal) => {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(makeSession(3600, 'kept')));
      answerLinks(refusal);
      arriveAt(`/${recoveryHash}`);
      await settle();
      expect(events).toEqual([{ event: 'INITIAL_SESSION', token: 'access-kept' }]);
      expect(client.getLinkError()).toBe('Email link is invalid or has expired');
      expect(client.isPasswordRecovery()).toBe(false);
      expect(window.localStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull();
    },
  );

  it('passes on the wait when there were too many attempts', async () => {
    answerLinks(() =>
      errorResponse(
        429,
        'RATE_LIMITED',
        'Too many attempts. Please wait 30 seconds and try again.',
      ),
    );
    arriveAt(`/${recoveryHash}`);
    await settle();
    expect(client.getLinkError()).toBe('Too many attempts. Please wait 30 seconds and try again.');
  });

  it('says something went wrong when the server cannot be reached', async () => {
    answerLinks(() => {
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

describe('AuthClient with a sign-up confirmation link', () => {
  it('spends the link with a POST, clears the fragment, and says the email is confirmed', async () => {
    answerLinks();
    arriveAt(`/${signUpHash}`);
    expect(window.location.hash).toBe('');
    expect(client.isPasswordRecovery()).toBe(false);
    await settle();

    expect(spentWith('/api/auth/confirm')).toEqual({
      tenant_id: greenwood.id,
      token: 'tok-signup',
    });
    tokenInNoUrl();
    expect(events).toEqual([{ event: 'INITIAL_SESSION', token: null }]);
    expect(client.getLinkNotice()).toBe(
      'Your email address is confirmed. Choose your school and sign in.',
    );
    expect(client.getLinkError()).toBeNull();
    client.dismissLinkMessage();
    expect(client.getLinkNotice()).toBeNull();
  });

  it('says the link is invalid when the server refuses it', async () => {
    answerLinks(undefined, invalidLink);
    arriveAt(`/${signUpHash}`);
    await settle();
    expect(client.getLinkNotice()).toBeNull();
    expect(client.getLinkError()).toBe('Email link is invalid or has expired');
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
    client.dismissLinkMessage();
    expect(client.getLinkError()).toBeNull();
  });

  it('leaves other fragments alone', async () => {
    arriveAt('/teacher/dashboard#main-content');
    await settle();
    expect(window.location.hash).toBe('#main-content');
    expect(client.getLinkError()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('parseAuthLink', () => {
  const invalid = { kind: 'error', message: 'Email link is invalid or has expired' };

  it('shows only the texts the server sends, since anyone can write a link', () => {
    expect(parseAuthLink('#error=access_denied&error_description=Call+555-0100+now')).toEqual(
      invalid,
    );
    expect(parseAuthLink(invalidHash)).toEqual(invalid);
  });

  it('reads the token and school of a recovery link and of a sign-up link', () => {
    expect(parseAuthLink(recoveryHash)).toEqual({
      kind: 'recovery',
      tenantId: greenwood.id,
      token: 'tok-recovery',
    });
    expect(parseAuthLink(signUpHash)).toEqual({
      kind: 'signup',
      tenantId: greenwood.id,
      token: 'tok-signup',
    });
  });

  it('treats a link without its token or school as an invalid link', () => {
    expect(parseAuthLink(`#type=recovery&tenant_id=${greenwood.id}`)).toEqual(invalid);
    expect(parseAuthLink('#type=signup&token=tok-signup')).toEqual(invalid);
    expect(parseAuthLink('#type=recovery&token=+&tenant_id=+')).toEqual(invalid);
    // The fragment the server redirected to before links were spent by POST.
    expect(parseAuthLink('#access_token=a&refresh_token=b&type=recovery')).toEqual(invalid);
  });

  it('is not an auth link otherwise', () => {
    expect(parseAuthLink('#main-content')).toBeNull();
    expect(parseAuthLink(`#type=magiclink&token=x&tenant_id=${greenwood.id}`)).toBeNull();
    expect(parseAuthLink('#')).toBeNull();
  });
});
