import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { auditEntries } from '../../test/audit-rows.ts';
import { testBackends } from '../../test/test-app.ts';
import { useOidcSchool } from '../../test/oidc-school.ts';

describe.each(testBackends())('sign-in with the school identity provider on %s', (kind) => {
  const f = useOidcSchool(kind);
  const { t } = f;

  it('keeps the client secret encrypted, out of every answer and unreadable by app_user', async () => {
    const methods = await t.call(f.admin, { url: '/api/admin/sign-in-methods' });
    expect(methods.statusCode).toBe(200);
    expect(methods.body).not.toContain(f.idp.clientSecret);
    expect(methods.json().redirect_uri).toBe('http://portal.test/api/auth/oidc/callback');
    const stored = await t.inspect
      .selectFrom('identity_providers')
      .select('client_secret_encrypted')
      .where('id', '=', f.providerId)
      .executeTakeFirstOrThrow();
    expect(stored.client_secret_encrypted).toMatch(/^v1\./);
    expect(stored.client_secret_encrypted).not.toContain(f.idp.clientSecret);
    const asAppUser = t.inspect.transaction().execute(async (tx) => {
      await sql`set local role app_user`.execute(tx);
      await sql`select set_config('app.tenant_id', ${f.school.id}, true)`.execute(tx);
      return sql`select client_secret_encrypted from identity_providers`.execute(tx);
    });
    await expect(asAppUser).rejects.toThrow(/permission denied/);
    // The secret's routine answers nothing to a signed-in request (a user set on the transaction).
    const signedIn = await t.inspect.transaction().execute(async (tx) => {
      await sql`set local role app_user`.execute(tx);
      await sql`select set_config('app.tenant_id', ${f.school.id}, true)`.execute(tx);
      await sql`select set_config('app.user_id', ${f.school.admins[0]!.id}, true)`.execute(tx);
      return sql<{
        secret: string | null;
      }>`select identity_provider_client_secret(${f.providerId}) as secret`.execute(tx);
    });
    expect(signedIn.rows[0]?.secret).toBeNull();
  });

  it('lists the enabled providers for the sign-in screen of their school only', async () => {
    const listed = await t.app.inject({ url: `/api/auth/oidc/providers?tenant_id=${f.school.id}` });
    expect(listed.json()).toEqual([{ id: f.providerId, display_name: 'School ID' }]);
    const other = await t.app.inject({ url: `/api/auth/oidc/providers?tenant_id=${f.other.id}` });
    expect(other.json()).toEqual([]);
  });

  it('signs a teacher in through the provider, with a one-time code for the web app', async () => {
    const landing = await f.through('teacher');
    expect(landing.get('type')).toBe('oidc');
    expect(landing.get('tenant_id')).toBe(f.school.id);
    const code = landing.get('code')!;
    const exchanged = await f.exchange(f.school.id, code);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const session = exchanged.json<Session & { school_code: string }>();
    expect(session.school_code).toBe(f.school.code);
    const user = await t.okJson<{ email: string; role: string }>(session, '/api/auth/user');
    expect(user).toMatchObject({ email: f.school.teachers[0]!.email, role: 'teacher' });
    expect((await f.exchange(f.school.id, code)).statusCode).toBe(410);
    expect((await f.exchange(f.other.id, code)).statusCode).toBe(410);
    const signIns = await auditEntries(t.inspect, ['details'], {
      tenantId: f.school.id,
      action: 'auth.sign_in',
      subject: f.school.teachers[0]!.email,
    });
    expect(signIns.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ method: 'oidc', provider_id: f.providerId }),
    );
  });

  it("accepts an open invitation with the invitation's role", async () => {
    const landing = await f.through('invited');
    const exchanged = await f.exchange(f.school.id, landing.get('code')!);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const user = await t.okJson<{ role: string }>(exchanged.json(), '/api/auth/user');
    expect(user.role).toBe('teacher');
    const invitation = await t.inspect
      .selectFrom('invitations')
      .select('accepted_at')
      .where('email', '=', 'new.teacher@oidc-school.test')
      .executeTakeFirstOrThrow();
    expect(invitation.accepted_at).not.toBeNull();
  });

  it('refuses an email without an account or invitation', async () => {
    await f.expectRefused(await f.through('stranger'), 'noAccount', /no account/);
  });

  it('refuses an email the provider has not verified', async () => {
    await f.expectRefused(await f.through('unverified'), 'unverified', /not verified/);
  });

  it('refuses an email outside the allowed domains', async () => {
    await f.expectRefused(await f.through('outsider'), 'wrongDomain', /domain not allowed/);
  });

  it.each([
    ['of another nonce, though validly signed', 'nonce', /token check failed.*nonce/i],
    ['whose signature does not match', 'signature', /token check failed.*signature/i],
  ] as const)('refuses an ID token %s', async (_, tamper, reason) => {
    f.idp.tamper = tamper;
    try {
      await f.expectRefused(await f.through('teacher'), 'failed', reason);
    } finally {
      f.idp.tamper = 'none';
    }
  });

  it("refuses another school's provider", async () => {
    const landing = await t.app.inject({
      url: `/api/auth/oidc/${f.providerId}/start?tenant_id=${f.other.id}`,
    });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toMatch(/^\/#error=access_denied/);
    expect(landing.headers['set-cookie']).toBeUndefined();
    const logged = await auditEntries(t.inspect, ['details'], {
      tenantId: f.other.id,
      action: 'auth.sign_in_refused',
    });
    expect(logged.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ provider_id: f.providerId, reason: 'provider unavailable' }),
    );
  });

  it('refuses a callback without the browser of the attempt', async () => {
    const landing = await t.app.inject({ url: '/api/auth/oidc/callback?code=abc&state=def' });
    expect(landing.headers.location).toContain('error=access_denied');
  });

  it('refuses a disabled provider, and keeps its secret when enabled again', async () => {
    const disable = (enabled: boolean) =>
      t.call(f.admin, {
        method: 'PUT',
        url: `/api/admin/identity-providers/${f.providerId}`,
        payload: {
          display_name: 'School ID',
          issuer_url: f.idp.issuer,
          client_id: f.idp.clientId,
          client_secret: '',
          allowed_domains: 'oidc-school.test',
          enabled,
        },
      });
    expect((await disable(false)).statusCode).toBe(200);
    try {
      await f.expectRefused(await f.through('teacher'), 'unavailable', /unavailable|disabled/);
      const listed = await t.app.inject({
        url: `/api/auth/oidc/providers?tenant_id=${f.school.id}`,
      });
      expect(listed.json()).toEqual([]);
    } finally {
      expect((await disable(true)).statusCode).toBe(200);
    }
    // Enabled again with the secret kept: the sign-in works.
    expect((await f.through('teacher')).get('type')).toBe('oidc');
  });

  it('turns password sign-in off for a role, with a plain refusal', async () => {
    const setOff = (roles: string[]) =>
      t.call(f.admin, {
        method: 'PUT',
        url: '/api/admin/sign-in-methods/password',
        payload: { password_sign_in_off: roles },
      });
    expect((await setOff(['teacher'])).statusCode).toBe(200);
    try {
      const teacher = f.school.teachers[0]!;
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { tenant_id: f.school.id, email: teacher.email, password: teacher.password },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/turned off password sign-in for teachers/);
      const logged = await auditEntries(t.inspect, ['id'], {
        action: 'auth.sign_in_refused',
        subject: teacher.email,
      });
      expect(logged.length).toBeGreaterThan(0);
      // Admins still sign in with their password, and teachers with the provider.
      await t.signInAs(f.school.admins[0]!);
      expect((await f.through('teacher')).get('type')).toBe('oidc');
    } finally {
      expect((await setOff([])).statusCode).toBe(200);
    }
  });

  it('keeps other schools out of the admin routes', async () => {
    const otherAdmin = await t.signInAs(f.other.admins[0]!);
    const changed = await t.call(otherAdmin, {
      method: 'DELETE',
      url: `/api/admin/identity-providers/${f.providerId}`,
    });
    expect(changed.statusCode).toBe(404);
    const listed = await t.okJson<{ providers: unknown[] }>(
      otherAdmin,
      '/api/admin/sign-in-methods',
    );
    expect(listed.providers).toEqual([]);
  });
});
