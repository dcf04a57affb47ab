import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/errors.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import { tokenWithoutExpiry } from '../../test/token-without-expiry.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-chars';
const claims = {
  sub: '1a000000-0000-4000-8000-000000000001',
  tenant_id: '8f3c2a10-1d4e-4b6a-9c01-000000000001',
  role: 'admin',
  sid: '3c000000-0000-4000-8000-000000000001',
};

describe('access tokens', () => {
  it('round-trip their claims and expire after one hour, remembered or not', async () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const { token, expiresAt } = await signAccessToken(secret, claims, now);
    expect(expiresAt).toBe(now / 1000 + 3600);
    expect(await verifyAccessToken(secret, token, now + 59 * 60 * 1000)).toEqual(claims);
    await expect(verifyAccessToken(secret, token, now + 61 * 60 * 1000)).rejects.toThrow(
      'Your session has expired',
    );
  });

  it('are refused when signed with another secret or altered, verified before or not', async () => {
    const { token } = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, token)).toEqual(claims); // now remembered as verified
    await expect(
      verifyAccessToken('another-secret-of-at-least-thirty-two-chars', token),
    ).rejects.toBeInstanceOf(AppError);
    const [header, , signature] = token.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...claims, role: 'admin', tenant_id: claims.sub }),
    ).toString('base64url');
    await expect(
      verifyAccessToken(secret, `${header}.${forgedBody}.${signature}`),
    ).rejects.toBeInstanceOf(AppError);
  });
});

describe('access tokens without an expiry', () => {
  it('are refused, though correctly signed', async () => {
    const token = await tokenWithoutExpiry(secret, claims);
    await expect(verifyAccessToken(secret, token)).rejects.toThrow('Please sign in again.');
    // The same token with an expiry passes: only the missing claim is refused.
    const { token: withExpiry } = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, withExpiry)).toEqual(claims);
  });
});
