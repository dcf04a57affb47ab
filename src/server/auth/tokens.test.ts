import { describe, expect, it } from 'vitest';
import { newRefreshToken, parseRefreshToken } from './tokens.ts';

const tenantId = '8f3c2a10-1d4e-4b6a-9c01-000000000001';

describe('refresh tokens', () => {
  it('carry the school id and 32 random bytes, and store only a hash', () => {
    const { token, hash } = newRefreshToken(tenantId);
    expect(token.startsWith(`${tenantId}.`)).toBe(true);
    expect(Buffer.from(token.split('.')[1] ?? '', 'base64url')).toHaveLength(32);
    expect(parseRefreshToken(token)).toEqual({ tenantId, hash });
    expect(hash).not.toContain(token.split('.')[1]);
    expect(newRefreshToken(tenantId).token).not.toBe(token);
  });

  it('parse nothing from malformed input', () => {
    for (const bad of [
      '',
      'abc',
      `${tenantId}.`,
      `not-a-uuid.${'A'.repeat(43)}`,
      `${tenantId}.${'A'.repeat(43)}.x`,
    ]) {
      expect(parseRefreshToken(bad)).toBeNull();
    }
  });
});
