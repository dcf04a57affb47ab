import { describe, expect, it, vi } from 'vitest';
import { brandTokens } from './brand-tokens';

describe('brandTokens', () => {
  it('uses the spec defaults without a school', () => {
    const tokens = brandTokens(null, false);
    expect(tokens['--brand-primary']).toBe('236 72 153');
    expect(tokens['--brand-secondary']).toBe('59 130 246');
  });

  it("uses the school's colours", () => {
    const tokens = brandTokens({ primary_color: '#0d9488', secondary_color: 'f59e0b' }, true);
    expect(tokens['--brand-primary']).toBe('13 148 136');
    expect(tokens['--brand-secondary']).toBe('245 158 11');
  });

  it('falls back per colour and logs the invalid one', () => {
    const log = vi.fn();
    const tokens = brandTokens({ primary_color: 'teal', secondary_color: '#f59e0b' }, false, log);
    expect(tokens['--brand-primary']).toBe('236 72 153');
    expect(tokens['--brand-secondary']).toBe('245 158 11');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('gives readable text shades in light and dark mode', () => {
    const light = brandTokens({ primary_color: '#ec4899', secondary_color: '#3b82f6' }, false);
    const dark = brandTokens({ primary_color: '#ec4899', secondary_color: '#3b82f6' }, true);
    expect(light['--brand-primary-text']).not.toBe('236 72 153');
    expect(dark['--brand-primary-text']).toBe('236 72 153');
    expect(light['--brand-primary-foreground']).toBe('0 0 0');
  });
});
