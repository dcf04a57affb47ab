import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/schools/demo-schools.ts';
import { createRequestScope } from '../platform/db/request-scope.ts';
import { greenwood } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { readFailures, refusalSeconds, waitMs, type FailureCounts } from './sign-in-throttle.ts';

const LIMIT = 3;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';
const ALERT_SUBJECT = 'Failed sign-in attempts on your account';

describe('the sign-in throttle policy', () => {
  const counts = (more: Partial<FailureCounts>): FailureCounts => ({
    here: 0,
    lastHere: null,
    elsewhere: 0,
    known: false,
    ...more,
  });
  const now = Date.UTC(2026, 10, 24, 12);

  it('refuses an address for 30 s at the limit, doubling with each further failure, at most 15 min', () => {
    const lastHere = new Date(now);
    expect(refusalSeconds(counts({ here: LIMIT - 1, lastHere }), LIMIT, now)).toBe(0);
    expect(refusalSeconds(counts({ here: LIMIT, lastHere }), LIMIT, now)).toBe(30);
    expect(refusalSeconds(counts({ here: LIMIT + 1, lastHere }), LIMIT, now)).toBe(60);
    expect(refusalSeconds(counts({ here: LIMIT + 3, lastHere }), LIMIT, now)).toBe(240);
    expect(refusalSeconds(counts({ here: LIMIT + 40, lastHere }), LIMIT, now)).toBe(900);
    // Counted from the address's newest failure.
    expect(refusalSeconds(counts({ here: LIMIT, lastHere }), LIMIT, now + 29_000)).toBe(1);
    expect(refusalSeconds(counts({ here: LIMIT, lastHere }), LIMIT, now + 30_000)).toBe(0);
    // Failures from other addresses never refuse.
    expect(refusalSeconds(counts({ elsewhere: 1000, lastHere }), LIMIT, now)).toBe(0);
  });

  it("waits for other addresses' failures, growing to at most 4 s, and not for a known address", () => {
    expect(waitMs(counts({ elsewhere: LIMIT - 1 }), LIMIT)).toBe(0);
    expect(waitMs(counts({ elsewhere: LIMIT }), LIMIT)).toBe(250);
    expect(waitMs(counts({ elsewhere: LIMIT + 2 }), LIMIT)).toBe(1000);
    expect(waitMs(counts({ elsewhere: LIMIT + 50 }), LIMIT)).toBe(4000);
    expect(waitMs(counts({ elsewhere: LIMIT + 50, known: true }), LIMIT)).toBe(0);
    expect(waitMs(counts({ here: LIMIT + 50 }), LIMIT)).toBe(0);
  });
});

describe.each(testBackends())('failed sign-ins on %s', (kind) => {
  const t = useTestApp(kind, { signInFailuresPerAccount: LIMIT });

  const signIn = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      payload: { tenant_id: greenwood.id, email, password },
    });

  const alerts = (email: string) =>
    t.inspect
      .selectFrom('email_outbox')
      .select(['tenant_id', 'body'])
      .where('to_email', '=', email)
      .where('subject', '=', ALERT_SUBJECT)
      .execute();

  /** Moves the address's failures on the account back in time, as if the attacker had waited. */
  const age = (email: string, ip: string, seconds: number) =>
    sql`update audit_log set created_at = created_at - make_interval(secs => ${seconds})
         where action = 'auth.sign_in_failed' and subject = ${email} and ip = ${ip}`.execute(
      t.inspect,
    );

  it("an attacker's failures refuse the attacker's address, not the owner signing in from another", async () => {
    const email = 'parent2@greenwood.edu';
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(ATTACKER, email, `guess-${i}`)).statusCode).toBe(400);
    }
    // Refused before the password is even checked: the right one gets no further.
    const refused = await signIn(ATTACKER, email, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);

    const owner = await signIn(OWNER, email, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // And again, from the same address, while the attacker is still refused.
    expect((await signIn(OWNER, email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ATTACKER, email, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it("the attacker's wait doubles with each failure after it, instead of a fixed lock", async () => {
    const email = 'parent3@greenwood.edu';
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(ATTACKER, email, `guess-${i}`)).statusCode).toBe(400);
    }
    let previous = Number((await signIn(ATTACKER, email, 'guess')).headers['retry-after']);
    expect(previous).toBeLessThanOrEqual(30);
    for (const cap of [60, 120]) {
      await age(email, ATTACKER, previous + 1);
      expect((await signIn(ATTACKER, email, 'one-more-guess')).statusCode).toBe(400);
      const refused = await signIn(ATTACKER, email, 'one-more-guess');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(cap - 5);
      expect(retryAfter).toBeLessThanOrEqual(cap);
      previous = retryAfter;
    }
  });

  it('emails the owner once a window, in their school, and never for an unknown email', async () => {
    const email = 'parent4@greenwood.edu';
    for (let i = 0; i < LIMIT - 1; i++) await signIn(ATTACKER, email, `guess-${i}`);
    expect(await alerts(email)).toEqual([]);
    await signIn(ATTACKER, email, 'guess-last');
    const [alert, ...more] = await alerts(email);
    expect(more).toEqual([]);
    expect(alert?.tenant_id).toBe(greenwood.id);
    expect(alert?.body).toContain(
      `Someone has tried to sign in to your ${greenwood.name} portal account (${email}) with a wrong password ${LIMIT} times in the last 15 minutes.`,
    );
    // More failures, from other addresses, in the same window: no second email.
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await signIn(ip, email, 'guess');
    expect(await alerts(email)).toHaveLength(1);

    for (let i = 0; i < LIMIT + 1; i++) await signIn(ATTACKER, 'nobody@greenwood.edu', 'guess');
    expect(await alerts('nobody@greenwood.edu')).toEqual([]);
  });

  it('counts failures by the asking address and the others, and knows where the owner signed in', async () => {
    const email = 'parent5@greenwood.edu';
    await signIn(ATTACKER, email, 'guess');
    await signIn(ATTACKER, email, 'guess');
    await signIn('192.0.2.9', email, 'guess');
    expect((await signIn(OWNER, email, DEMO_PASSWORD)).statusCode).toBe(200);
    const scope = createRequestScope(t.database.db, { claims: null, roles: null });
    const read = (ip: string) => scope.asSchool(greenwood.id, (tx) => readFailures(tx, email, ip));
    expect(await read(ATTACKER)).toMatchObject({ here: 2, elsewhere: 1, known: false });
    expect((await read(ATTACKER)).lastHere).toBeInstanceOf(Date);
    expect(await read(OWNER)).toEqual({ here: 0, lastHere: null, elsewhere: 3, known: true });
  });
});
