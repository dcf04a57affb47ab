import { describe, expect, it, vi } from 'vitest';
import { brandTokens } from './brand-tokens';
import { contrastRatio } from './colors';

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

  it('gives text shades with 4.5:1 contrast on light and dark surfaces', () => {
    const colors = { primary_color: '#0d9488', secondary_color: '#f59e0b' };
    const channels = (value: string | undefined) => {
      const [r, g, b] = value!.split(' ').map(Number);
      return { r: r!, g: g!, b: b! };
    };
    const light = brandTokens(colors, false);
    const dark = brandTokens(colors, true);
    expect(
      contrastRatio(channels(light['--brand-primary-text']), { r: 241, g: 245, b: 249 }),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(channels(dark['--brand-primary-text']), { r: 30, g: 41, b: 59 }),
    ).toBeGreaterThanOrEqual(4.5);
    expect(light['--brand-primary']).toBe('13 148 136');
    expect(light['--brand-primary-foreground']).toBe('0 0 0');
  });
});
