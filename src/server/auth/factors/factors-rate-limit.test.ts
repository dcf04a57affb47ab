import { describe, expect, it } from 'vitest';
import { greenwood } from '../../test/demo.ts';
import { useTestApp } from '../../test/use-test-app.ts';

describe('the passkey and second-factor sign-in paths are limited per address', () => {
  const t = useTestApp('pglite', { signInLimitPerMinute: 3 });
  const uuid = '00000000-0000-4000-8000-000000000000';
  const credential = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} };

  it.each([
    ['/api/auth/passkey/options', { tenant_id: greenwood.id }, 200],
    ['/api/auth/passkey/sign-in', { tenant_id: greenwood.id, challenge_id: uuid, credential }, 400],
    ['/api/auth/second-factor/verify', { mfa_token: 'x', code: '123456' }, 401],
    ['/api/auth/second-factor/setup', { mfa_token: 'x' }, 401],
    ['/api/auth/second-factor/setup/confirm', { mfa_token: 'x', code: '123456' }, 401],
  ])('%s', async (url, payload, status) => {
    const remoteAddress = `203.0.113.${url.length}`;
    const send = () => t.app.inject({ method: 'POST', url, remoteAddress, payload });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(status);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
