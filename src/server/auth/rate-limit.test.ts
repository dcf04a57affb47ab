import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.ts';
import { greenwood } from '../test/demo.ts';

describe('auth rate limits per address', () => {
  const t = useTestApp('pglite', { signInLimitPerMinute: 3 });

  const attempt = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      payload: {
        tenant_id: greenwood.id,
        email: `someone-${remoteAddress}@greenwood.edu`,
        password: 'wrong-password',
      },
    });

  it('answers 429 with Retry-After in the usual error shape, for that address only', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(400);
    const limited = await attempt('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
    expect((await attempt('203.0.113.8')).statusCode).toBe(400);
  });

  it.each([
    ['/api/auth/confirm', { tenant_id: greenwood.id, token: 'A'.repeat(43) }],
    ['/api/auth/verify', { type: 'recovery', tenant_id: greenwood.id, token: 'A'.repeat(43) }],
    ['/api/auth/oidc/exchange', { tenant_id: greenwood.id, code: 'A'.repeat(43) }],
  ])('limits %s per address too', async (url, payload) => {
    const spend = () =>
      t.app.inject({ method: 'POST', url, remoteAddress: '203.0.113.9', payload });
    for (let i = 0; i < 3; i++) expect((await spend()).statusCode).toBe(410);
    const limited = await spend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
