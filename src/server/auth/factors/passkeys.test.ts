import { describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { Passkey, SecurityStatus } from '@/shared/schemas/credentials.ts';
import type { Person } from '../../seed/school-types.ts';
import { auditEntries } from '../../test/audit-rows.ts';
import { assertPasskey, createPasskey, type SoftPasskey } from '../../test/soft-authenticator.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const HOST = 'portal.test';
const rp = { rpId: HOST, origin: `http://${HOST}` };
type Options = { challenge_id: string; options: { challenge: string; user?: { id: string } } };

describe.each(testBackends())('passkeys on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (url: string, payload: object, session: Session | null = null, host = HOST) =>
    t.call(session, { method: 'POST', url, payload, headers: { host } });

  /** Adds a passkey from the Profile, as the browser would with the software authenticator. */
  async function addPasskey(session: Session, person: Person, name = 'My phone') {
    const started = (await post('/api/auth/passkeys/options', {}, session)).json<Options>();
    const { passkey, response } = createPasskey({
      ...rp,
      challenge: started.options.challenge,
      userId: person.id,
    });
    const added = await post(
      '/api/auth/passkeys',
      { challenge_id: started.challenge_id, name, credential: response },
      session,
    );
    expect(added.statusCode, added.body).toBe(201);
    return { passkey, added: added.json<Passkey>() };
  }

  async function signInWith(passkey: SoftPasskey, tenantId: string, origin = rp.origin) {
    const started = await post('/api/auth/passkey/options', { tenant_id: tenantId });
    const { challenge_id, options } = started.json<Options>();
    const credential = assertPasskey(passkey, { ...rp, origin, challenge: options.challenge });
    return post('/api/auth/passkey/sign-in', { tenant_id: tenantId, challenge_id, credential });
  }

  it('a parent adds a passkey, signs in with it instead of a password, and removes it', async () => {
    const school = await t.createSchool({ parents: 1 });
    const parent = school.parents[0]!;
    const session = await t.signInAs(parent);
    const { passkey, added } = await addPasskey(session, parent);
    expect(added.name).toBe('My phone');

    const signedIn = await signInWith(passkey, school.id);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const passkeySession = signedIn.json<Session>();
    expect(passkeySession.user.email).toBe(parent.email);
    expect((await t.call(passkeySession, { url: '/api/auth/user' })).statusCode).toBe(200);

    const status = await t.okJson<SecurityStatus>(passkeySession, '/api/auth/factors');
    expect(status.passkeys).toHaveLength(1);
    expect(status.passkeys[0]!.last_used_at).not.toBeNull();
    expect(status.totp.allowed).toBe(false);

    const removed = await t.call(session, {
      method: 'DELETE',
      url: `/api/auth/passkeys/${added.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await signInWith(passkey, school.id)).statusCode).toBe(400);
    const actions = await auditEntries(t.inspect, ['action', 'details'], {
      tenantId: school.id,
      actionLike: 'auth.%',
    });
    const kinds = actions.map((a) => a.action);
    expect(kinds).toContain('auth.passkey_added');
    expect(kinds).toContain('auth.passkey_removed');
    expect(actions).toContainEqual({ action: 'auth.sign_in', details: { method: 'passkey' } });
    expect(actions).toContainEqual({
      action: 'auth.sign_in_failed',
      details: { method: 'passkey' },
    });
  });

  it('refuses another origin, a spent challenge, another school and an unverified user', async () => {
    const school = await t.createSchool({ teachers: 1 });
    const other = await t.createSchool({ teachers: 1 });
    const teacher = school.teachers[0]!;
    const session = await t.signInAs(teacher);
    const { passkey } = await addPasskey(session, teacher);

    expect((await signInWith(passkey, school.id, 'http://evil.test')).statusCode).toBe(400);
    expect((await signInWith(passkey, other.id)).statusCode).toBe(400);

    const started = await post('/api/auth/passkey/options', { tenant_id: school.id });
    const { challenge_id, options } = started.json<Options>();
    const credential = assertPasskey(passkey, { ...rp, challenge: options.challenge });
    const payload = { tenant_id: school.id, challenge_id, credential };
    expect((await post('/api/auth/passkey/sign-in', payload)).statusCode).toBe(200);
    expect((await post('/api/auth/passkey/sign-in', payload)).statusCode).toBe(400);

    // Adding needs user verification; and the challenge must be the one given.
    const begun = (await post('/api/auth/passkeys/options', {}, session)).json<Options>();
    const unverified = createPasskey(
      { ...rp, challenge: begun.options.challenge, userId: teacher.id },
      { userVerified: false },
    );
    const refused = await post(
      '/api/auth/passkeys',
      { challenge_id: begun.challenge_id, name: 'Key', credential: unverified.response },
      session,
    );
    expect(refused.statusCode).toBe(400);
    // A passkey sign-in counts as both factors: a teacher with an authenticator is not asked a code.
    const passkeys = await t.okJson<SecurityStatus>(session, '/api/auth/factors');
    expect(passkeys.passkeys).toHaveLength(1);
  });
});
