import { describe, expect, it } from 'vitest';
import { redactTokens } from './request-log.ts';

describe('request log', () => {
  it('logs request URLs without their tokens', () => {
    expect(redactTokens('/api/auth/verify?type=recovery&token=abc&tenant_id=t')).toBe(
      '/api/auth/verify?type=recovery&token=[redacted]&tenant_id=t',
    );
    expect(redactTokens('/api/auth/confirm?token=abc')).toBe('/api/auth/confirm?token=[redacted]');
    expect(redactTokens('/api/profile')).toBe('/api/profile');
  });
});
