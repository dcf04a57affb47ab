import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { DEMO_PASSWORD } from '../seed/schools/demo-schools.ts';
import { testBackends, testConfig } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { account, bearer, greenwood, riverside, signIn } from '../test/demo.ts';
import { demoInvitationToken } from '../test/invitations.ts';
import { tokenWithoutExpiry } from '../test/token-without-expiry.ts';

describe.each(testBackends())('auth API on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const signInWith = (tenantId: string, email: string, password: string) =>
    post('/api/auth/sign-in', { tenant_id: tenantId, email, password });

  describe('sign-in', () => {
    it('returns the spec session for a demo account', async () => {
      const before = Math.floor(Date.now() / 1000);
      const session = await signIn(t.app, greenwood, 'teacher');
      expect(session).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        user: {
          id: account(greenwood, 'teacher').id,
          tenant_id: greenwood.id,
          email: 'teacher@greenwood.edu',
        },
      });
      expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
      expect(session.expires_at).toBeLessThanOrEqual(before + 3602);
      expect(session.access_token.split('.')).toHaveLength(3);
      expect(session.refresh_token).toMatch(new RegExp(`^${greenwood.id}\\.[A-Za-z0-9_-]{43}$`));
    });

    it('accepts the email in any case and with spaces', async () => {
      const response = await signInWith(greenwood.id, '  Admin@GREENWOOD.edu ', DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
    });

    it('answers the same for a wrong password and an unknown email', async () => {
      const wrongPassword = await signInWith(greenwood.id, 'admin@greenwood.edu', 'nope-nope');
      const unknownEmail = await signInWith(greenwood.id, 'nobody@greenwood.edu', 'nope-nope');
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
        });
      }
    });

    it('does not let an account of one school sign in to another', async () => {
      const response = await signInWith(riverside.id, 'admin@greenwood.edu', DEMO_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    });

    it('limits failed attempts per account from one address with 429 and Retry-After', async () => {
      const email = 'parent@riverside.edu';
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await signInWith(riverside.id, email, 'wrong-password');
        expect(response.statusCode).toBe(400);
      }
      const limited = await signInWith(riverside.id, email, DEMO_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Other accounts are not affected.
      expect(
        (await signInWith(riverside.id, 'admin@riverside.edu', DEMO_PASSWORD)).statusCode,
      ).toBe(200);
    });
  });

  describe('current user', () => {
    it('GET /api/auth/user returns the signed-in user', async () => {
      const session = await signIn(t.app, greenwood, 'parent');
      const response = await t.call(session, { url: '/api/auth/user' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: session.user.id,
        tenant_id: greenwood.id,
        email: 'parent@greenwood.edu',
        role: 'parent',
      });
    });

    it('refuses a missing, malformed or forged token with 401', async () => {
      const forged = (await signIn(t.app, greenwood, 'parent')).access_token.slice(0, -4) + 'AAAA';
      for (const authorization of [
        undefined,
        'Bearer',
        'Bearer not-a-jwt',
        `Bearer ${forged}`,
        'Basic abc',
      ]) {
        const response = await t.app.inject({
          url: '/api/auth/user',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    });

    it('refuses with 401 a correctly signed token of a live session that has no expiry', async () => {
      const session = await signIn(t.app, greenwood, 'parent');
      const [, body] = session.access_token.split('.');
      const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
      const unexpiring = await tokenWithoutExpiry(testConfig().jwtSecret, claims);
      const response = await t.app.inject({
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${unexpiring}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
      // The session itself is live: its own token (with an expiry) is accepted.
      expect((await t.call(session, { url: '/api/auth/user' })).statusCode).toBe(200);
    });
  });

  describe('refresh rotation', () => {
    it('rotates: a new session, and the old refresh token is spent', async () => {
      const first = await signIn(t.app, greenwood, 'admin');
      const refreshed = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
      expect(refreshed.statusCode).toBe(200);
      const second = refreshed.json<Session>();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.user).toEqual(first.user);
      const user = await t.call(second, { url: '/api/auth/user' });
      expect(user.statusCode).toBe(200);
    });

    it('allows a racing second tab inside the grace, and revokes the family on reuse after it', async () => {
      const first = await signIn(t.app, greenwood, 'teacher');
      const a = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
      const b = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);

      // Age the spent token past the grace, then present it again: theft is assumed.
      await sql
        .raw(
          `update refresh_tokens set spent_at = now() - interval '1 minute' where spent_at is not null`,
        )
        .execute(t.inspect);
      const reuse = await post('/api/auth/refresh', { refresh_token: first.refresh_token });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().error.code).toBe('INVALID_REFRESH_TOKEN');

      // The whole family is gone: the newest refresh token and the access tokens of the session too.
      const latest = a.json<Session>();
      expect(
        (await post('/api/auth/refresh', { refresh_token: latest.refresh_token })).statusCode,
      ).toBe(401);
      expect((await t.call(latest, { url: '/api/auth/user' })).statusCode).toBe(401);
    });

    it('refuses unknown and malformed refresh tokens', async () => {
      for (const refresh_token of [
        'x',
        `${greenwood.id}.${'A'.repeat(43)}`,
        "'; drop table users; --",
        `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.abc`,
      ]) {
        const response = await post('/api/auth/refresh', { refresh_token });
        expect(response.statusCode).toBe(401);
      }
      expect((await post('/api/auth/refresh', {})).statusCode).toBe(400);
    });
  });

  describe('sign-out', () => {
    it('revokes the session: its access and refresh tokens stop working', async () => {
      const session = await signIn(t.app, riverside, 'teacher');
      const out = await t.call(session, {
        method: 'POST',
        url: '/api/auth/sign-out',
      });
      expect(out.statusCode).toBe(204);
      expect((await t.call(session, { url: '/api/auth/user' })).statusCode).toBe(401);
      expect(
        (await post('/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode,
      ).toBe(401);
    });

    it('needs a token', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('sign-up by invitation only', () => {
    const signUp = (
      email: string,
      role: string,
      tenant_id = greenwood.id,
      invitation_token?: string,
      password = 'a-good-password',
    ) =>
      post('/api/auth/sign-up', {
        email,
        password,
        data: { tenant_id, role, full_name: email },
        redirect_to: 'http://portal.test/',
        invitation_token,
      });

    it('refuses an invited email without its link, or with a wrong one, exactly as an email nobody invited', async () => {
      const email = 'newteacher@greenwood.edu';
      const token = await demoInvitationToken(t, greenwood, email);
      const otherToken = await demoInvitationToken(t, riverside, 'newparent@riverside.edu');
      const nobody = await signUp('stranger@greenwood.edu', 'teacher');
      const attempts = [
        await signUp(email, 'teacher'),
        await signUp(email, 'teacher', greenwood.id, 'A'.repeat(43)),
        await signUp(email, 'teacher', greenwood.id, otherToken),
        await signUp(email, 'admin', greenwood.id, token),
        await signUp('stranger@greenwood.edu', 'teacher', greenwood.id, token),
      ];
      for (const response of [nobody, ...attempts]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(nobody.json());
      }
      expect(nobody.json().error.code).toBe('SIGN_UP_NOT_ALLOWED');
      // Nothing was created or spent: the invitee's emailed link still works, and only it.
      const accounts = await t.inspect
        .selectFrom('users')
        .select('id')
        .where('email', 'in', [email, 'stranger@greenwood.edu'])
        .execute();
      expect(accounts).toEqual([]);
      const preview = await post('/api/auth/invitation', { tenant_id: greenwood.id, token });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ email, role: 'teacher' });
    });

    it('refuses an email nobody invited, and an invited email asking for another role', async () => {
      for (const response of [
        await signUp('stranger@example.org', 'admin'),
        await signUp('newteacher@greenwood.edu', 'admin'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('SIGN_UP_NOT_ALLOWED');
        expect(response.json().error.message).toMatch(/invitation only/);
      }
    });

    it('refuses an invitation of another school', async () => {
      const response = await signUp('newparent@riverside.edu', 'parent', greenwood.id);
      expect(response.statusCode).toBe(403);
    });

    it('creates the invited user, who confirms by link and then signs in with the invited role', async () => {
      const token = await demoInvitationToken(t, greenwood, 'newteacher@greenwood.edu');
      const created = await signUp('newteacher@greenwood.edu', 'teacher', greenwood.id, token);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        user: { tenant_id: greenwood.id, email: 'newteacher@greenwood.edu' },
        confirmation_sent: true,
      });

      const before = await signInWith(greenwood.id, 'newteacher@greenwood.edu', 'a-good-password');
      expect(before.statusCode).toBe(403);
      expect(before.json().error.message).toMatch(/confirm your email/);

      const outbox = await t.inspect
        .selectFrom('email_outbox')
        .select(['to_email', 'body'])
        .where('to_email', '=', 'newteacher@greenwood.edu')
        .where('subject', '=', 'Confirm your email address')
        .executeTakeFirstOrThrow();
      // The link opens the site root; the token is in the fragment, which reaches no server.
      const link = /(http\S+)/.exec(outbox.body)?.[1] ?? '';
      expect(link).toMatch(/^http:\/\/portal\.test\/#type=signup&token=[\w-]{43}&tenant_id=/);
      const params = new URLSearchParams(link.split('#')[1]);
      const input = { tenant_id: params.get('tenant_id'), token: params.get('token') };
      expect(input.tenant_id).toBe(greenwood.id);

      // The old address of the link (and a mail scanner opening it) spends nothing.
      const legacy = await t.app.inject({
        url: `/api/auth/confirm?token=${input.token}&tenant_id=${input.tenant_id}`,
      });
      expect(legacy.statusCode).toBe(302);
      expect(legacy.headers['cache-control']).toBe('no-store');
      expect(legacy.headers['referrer-policy']).toBe('no-referrer');
      expect(legacy.headers.location).toBe(
        `/#type=signup&token=${input.token}&tenant_id=${greenwood.id}`,
      );
      const stillUnconfirmed = await signInWith(
        greenwood.id,
        'newteacher@greenwood.edu',
        'a-good-password',
      );
      expect(stillUnconfirmed.json().error.message).toMatch(/confirm your email/);

      // The page spends it with a POST, once.
      const confirm = await post('/api/auth/confirm', input);
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ confirmed: true });
      const again = await post('/api/auth/confirm', input);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        error: { code: 'INVALID_LINK', message: 'Email link is invalid or has expired' },
      });

      const session = (
        await signInWith(greenwood.id, 'newteacher@greenwood.edu', 'a-good-password')
      ).json<Session>();
      const profile = await t.call(session, { url: '/api/profile' });
      expect(profile.json()).toMatchObject({ role: 'teacher', full_name: 'Nina Park' });

      // The invitation is used up.
      expect(
        (await signUp('newteacher@greenwood.edu', 'teacher', greenwood.id, token)).statusCode,
      ).toBe(403);
    });

    it('refuses an unknown confirmation token, and one of another school', async () => {
      const invitation = await demoInvitationToken(t, riverside, 'newparent@riverside.edu');
      const created = await signUp('newparent@riverside.edu', 'parent', riverside.id, invitation);
      expect(created.statusCode).toBe(201);
      const outbox = await t.inspect
        .selectFrom('email_outbox')
        .select('body')
        .where('to_email', '=', 'newparent@riverside.edu')
        .where('subject', '=', 'Confirm your email address')
        .executeTakeFirstOrThrow();
      const params = new URLSearchParams(/#(\S+)/.exec(outbox.body)?.[1]);
      const token = params.get('token') ?? '';
      for (const input of [
        { tenant_id: riverside.id, token: 'A'.repeat(43) },
        { tenant_id: greenwood.id, token },
        { tenant_id: '00000000-0000-4000-8000-000000000000', token },
      ]) {
        const response = await post('/api/auth/confirm', input);
        expect(response.statusCode).toBe(410);
        expect(response.json().error.message).toBe('Email link is invalid or has expired');
      }
      expect((await post('/api/auth/confirm', { tenant_id: riverside.id, token })).statusCode).toBe(
        200,
      );
    });

    it('answers bad confirmation input with 400 naming the field', async () => {
      for (const [payload, field] of [
        [{ tenant_id: 'GREENWOOD', token: 'x' }, 'tenant_id'],
        [{ tenant_id: greenwood.id }, 'token'],
        [{ tenant_id: greenwood.id, token: '' }, 'token'],
        [{ tenant_id: greenwood.id, token: 'x'.repeat(201) }, 'token'],
      ] as const) {
        const response = await post('/api/auth/confirm', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
        expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
      }
      const legacy = await t.app.inject({ url: '/api/auth/confirm?token=x&tenant_id=nope' });
      expect(legacy.statusCode).toBe(302);
      expect(new URLSearchParams(legacy.headers.location?.split('#')[1]).get('error')).toBe(
        'access_denied',
      );
    });

    it('checks the password length', async () => {
      const short = await post('/api/auth/sign-up', {
        email: 'a@b.org',
        password: 'short',
        data: { tenant_id: greenwood.id, role: 'parent', full_name: 'A' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.details[0]).toEqual({
        path: 'password',
        message: 'Password must be at least 8 characters',
      });
      const long = await post('/api/auth/sign-up', {
        email: 'a@b.org',
        password: 'x'.repeat(129),
        data: { tenant_id: greenwood.id, role: 'parent', full_name: 'A' },
      });
      expect(long.statusCode).toBe(400);
    });
  });

  describe('password change', () => {
    it('needs the current password, then signs out the other sessions only', async () => {
      const here = await signIn(t.app, riverside, 'admin');
      const elsewhere = await signIn(t.app, riverside, 'admin');
      const wrong = await post(
        '/api/auth/password',
        { current_password: 'not-it', new_password: 'another-password' },
        bearer(here),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details[0].path).toBe('current_password');

      const changed = await post(
        '/api/auth/password',
        { current_password: DEMO_PASSWORD, new_password: 'another-password' },
        bearer(here),
      );
      expect(changed.statusCode).toBe(204);
      expect((await t.call(here, { url: '/api/auth/user' })).statusCode).toBe(200);
      expect((await t.call(elsewhere, { url: '/api/auth/user' })).statusCode).toBe(401);
      const oldPassword = await signInWith(riverside.id, 'admin@riverside.edu', DEMO_PASSWORD);
      expect(oldPassword.statusCode).toBe(400);
      const newPassword = await signInWith(riverside.id, 'admin@riverside.edu', 'another-password');
      expect(newPassword.statusCode).toBe(200);
    });
  });
});
