import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { SecondFactorChallenge, TotpSetup } from '@/shared/schemas/credentials.ts';
import type { Person } from '../../seed/school-types.ts';
import { withTenant } from '../../platform/db/with-tenant.ts';
import { auditEntries } from '../../test/audit-rows.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describe.each(testBackends())('authenticator apps and recovery codes on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload: object, session: Session | null = null) =>
    t.call(session, { method: 'POST', url, payload });
  const passwordSignIn = (person: Person) =>
    post('/api/auth/sign-in', {
      tenant_id: person.tenantId,
      email: person.email,
      password: person.password,
    });

  /** Sets an authenticator up from the Profile: the seed and the recovery codes. */
  async function enableTotp(person: Person) {
    const session = await t.signInAs(person);
    const setup = (await post('/api/auth/totp', {}, session)).json<TotpSetup>();
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qr_svg).toContain('<svg');
    const wrong = await post('/api/auth/totp/confirm', { code: '000000' }, session);
    expect(wrong.statusCode).toBe(400);
    const code = codeAt(setup.secret);
    const confirmed = await post('/api/auth/totp/confirm', { code }, session);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
    return { secret: setup.secret, code, codes, session };
  }

  async function challengeOf(person: Person) {
    const response = await passwordSignIn(person);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SecondFactorChallenge>();
  }

  it('asks the code after the password; a computed code signs in, a used or wrong one does not', async () => {
    const school = await t.createSchool({ teachers: 1 });
    const teacher = school.teachers[0]!;
    const { secret, code, codes } = await enableTotp(teacher);
    expect(codes).toHaveLength(10);

    const challenge = await challengeOf(teacher);
    expect(challenge.second_factor).toBe('totp');
    expect(challenge).not.toHaveProperty('access_token');
    // The token is not an access token.
    const asBearer = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${challenge.mfa_token}` },
    });
    expect(asBearer.statusCode).toBe(401);

    const verify = (payload: object) =>
      post('/api/auth/second-factor/verify', { mfa_token: challenge.mfa_token, ...payload });
    // The code that confirmed the set-up was spent then: replayed, it is refused.
    expect((await verify({ code })).statusCode).toBe(400);
    expect((await verify({ code: code === '123456' ? '654321' : '123456' })).statusCode).toBe(400);
    const next = await verify({ code: codeAt(secret, 30) });
    expect(next.statusCode, next.body).toBe(200);
    const session = next.json<Session>();
    expect(session.user.email).toBe(teacher.email);
    expect((await t.call(session, { url: '/api/auth/user' })).statusCode).toBe(200);
    // The same code again, with a fresh password step: refused.
    const again = await challengeOf(teacher);
    const replay = await post('/api/auth/second-factor/verify', {
      mfa_token: again.mfa_token,
      code: codeAt(secret, 30),
    });
    expect(replay.statusCode).toBe(400);

    const failed = await auditEntries(t.inspect, ['details'], {
      tenantId: school.id,
      action: 'auth.second_factor_failed',
      subject: teacher.email,
    });
    expect(failed.length).toBeGreaterThanOrEqual(3);
    const added = await auditEntries(t.inspect, ['id'], {
      tenantId: school.id,
      action: 'auth.second_factor_added',
    });
    expect(added).toHaveLength(1);
  });

  it('a recovery code signs in once', async () => {
    const school = await t.createSchool({ admins: 1 });
    const admin = school.admins[0]!;
    const { codes } = await enableTotp(admin);
    const use = async (recovery_code: string) =>
      post('/api/auth/second-factor/verify', {
        mfa_token: (await challengeOf(admin)).mfa_token,
        recovery_code,
      });
    const first = await use(codes[0]!.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect((await use(codes[0]!)).statusCode).toBe(400);
    const status = await t.okJson<{ recovery_codes_left: number }>(
      first.json<Session>(),
      '/api/auth/factors',
    );
    expect(status.recovery_codes_left).toBe(9);
    const used = await auditEntries(t.inspect, ['details'], {
      tenantId: school.id,
      action: 'auth.recovery_code_used',
    });
    expect(used).toEqual([{ details: { left: 9 } }]);
  });

  it('another admin resets a lost authenticator; nobody resets their own', async () => {
    const school = await t.createSchool({ admins: 2, teachers: 1 });
    const [admin, other] = school.admins as [Person, Person];
    const teacher = school.teachers[0]!;
    const { session } = await enableTotp(teacher);
    const reset = (by: Session, user_id: string) =>
      post('/api/admin/second-factor/reset', { user_id }, by);
    const otherSession = await t.signInAs(other);
    expect((await reset(otherSession, other.id)).statusCode).toBe(403);
    expect((await reset(session, teacher.id)).statusCode).toBe(403); // teachers may not
    const adminSession = await t.signInAs(admin);
    const done = await reset(adminSession, teacher.id);
    expect(done.json()).toEqual({ removed: 1 });
    // No second step any more.
    expect((await passwordSignIn(teacher)).json()).toHaveProperty('access_token');
    const audited = await auditEntries(t.inspect, ['subject'], {
      tenantId: school.id,
      action: 'auth.second_factor_reset',
    });
    expect(audited).toEqual([{ subject: teacher.email }]);
  });

  it('a school that requires it sends an admin without one to set it up before any session', async () => {
    const school = await t.createSchool({ admins: 1, teachers: 1, parents: 1 });
    const admin = school.admins[0]!;
    const adminSession = await t.signInAs(admin);
    const policy = '/api/admin/second-factor/policy';
    const set = await t.call(adminSession, {
      method: 'PUT',
      url: policy,
      payload: { require_admin_second_factor: true },
    });
    expect(set.statusCode).toBe(200);
    // Teachers and parents are not asked.
    expect((await passwordSignIn(school.teachers[0]!)).json()).toHaveProperty('access_token');

    const challenge = await challengeOf(admin);
    expect(challenge.second_factor).toBe('setup');
    // The setup token does not pass for the code step.
    const wrongStep = await post('/api/auth/second-factor/verify', {
      mfa_token: challenge.mfa_token,
      code: '123456',
    });
    expect(wrongStep.statusCode).toBe(401);
    const setup = await post('/api/auth/second-factor/setup', { mfa_token: challenge.mfa_token });
    const { secret } = setup.json<TotpSetup>();
    const confirmed = await post('/api/auth/second-factor/setup/confirm', {
      mfa_token: challenge.mfa_token,
      code: codeAt(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json<Session & { recovery_codes: string[] }>();
    expect(body.recovery_codes).toHaveLength(10);
    expect((await t.call(body, { url: '/api/auth/user' })).statusCode).toBe(200);
    // From now on the code is asked; removing it is refused while the school requires it.
    expect((await challengeOf(admin)).second_factor).toBe('totp');
    expect((await t.call(body, { method: 'DELETE', url: '/api/auth/totp' })).statusCode).toBe(409);
  });

  it('parents cannot add an authenticator app; five wrong codes stop the second step', async () => {
    const school = await t.createSchool({ teachers: 1, parents: 1 });
    const parent = await t.signInAs(school.parents[0]!);
    expect((await post('/api/auth/totp', {}, parent)).statusCode).toBe(403);
    const teacher = school.teachers[0]!;
    await enableTotp(teacher);
    const { mfa_token } = await challengeOf(teacher);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const code = String(100000 + i);
      statuses.push((await post('/api/auth/second-factor/verify', { mfa_token, code })).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps seeds encrypted, and app_user selects neither them nor the recovery codes', async () => {
    const school = await t.createSchool({ teachers: 1 });
    const teacher = school.teachers[0]!;
    const { secret } = await enableTotp(teacher);
    const stored = await t.inspect
      .selectFrom('totp_factors')
      .select('secret_encrypted')
      .where('user_id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).toMatch(/^v1\./);
    expect(stored.secret_encrypted).not.toContain(secret);
    const run = (query: string, userId: string | null) =>
      withTenant(t.database.db, { tenantId: school.id, userId, role: 'teacher' }, (tx) =>
        sql.raw(query).execute(tx),
      );
    for (const query of [
      'select secret_encrypted from totp_factors',
      'select * from totp_factors',
      'select code_hash from recovery_codes',
      "select user_id from totp_factors where secret_encrypted like 'v1.%'",
    ]) {
      await expect(run(query, teacher.id)).rejects.toThrow(/permission denied/);
    }
    const own = await run('select user_id, confirmed_at from totp_factors', teacher.id);
    expect(own.rows).toHaveLength(1);
  });
});
