import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  colorOrDefault,
  contrastRatio,
  ensureContrast,
  parseHexColor,
  readableForeground,
  toChannels,
} from './colors';

describe('parseHexColor', () => {
  it.each([
    ['#ec4899', { r: 236, g: 72, b: 153 }],
    ['ec4899', { r: 236, g: 72, b: 153 }],
    ['#EC4899', { r: 236, g: 72, b: 153 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['0d9', { r: 0, g: 221, b: 153 }],
    [' #3b82f6 ', { r: 59, g: 130, b: 246 }],
  ])('reads %s', (value, expected) => {
    expect(parseHexColor(value)).toEqual(expected);
  });

  it.each(['', '#', '#ec48', '#ec48999', 'pink', '#ggg', 'rgb(1,2,3)', null, undefined])(
    'rejects %s',
    (value) => {
      expect(parseHexColor(value)).toBeNull();
    },
  );
});

describe('colorOrDefault', () => {
  it('uses a valid colour', () => {
    const log = vi.fn();
    expect(colorOrDefault('#0d9488', DEFAULT_PRIMARY, log)).toEqual({ r: 13, g: 148, b: 136 });
    expect(log).not.toHaveBeenCalled();
  });

  it('falls back to the default and logs an invalid colour', () => {
    const log = vi.fn();
    expect(colorOrDefault('not-a-colour', DEFAULT_SECONDARY, log)).toEqual(DEFAULT_SECONDARY);
    expect(log).toHaveBeenCalledWith('not-a-colour', DEFAULT_SECONDARY);
  });

  it('logs with console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(colorOrDefault(null, DEFAULT_PRIMARY)).toEqual(DEFAULT_PRIMARY);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('contrast helpers', () => {
  const white = { r: 255, g: 255, b: 255 };
  const black = { r: 0, g: 0, b: 0 };

  it('formats channels for CSS', () => {
    expect(toChannels(DEFAULT_PRIMARY)).toBe('236 72 153');
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('picks the more readable text colour for a button', () => {
    expect(readableForeground(DEFAULT_PRIMARY)).toEqual(black);
    expect(readableForeground({ r: 30, g: 41, b: 59 })).toEqual(white);
  });

  it('darkens a colour on a light background until it reaches 4.5:1', () => {
    const adjusted = ensureContrast(DEFAULT_PRIMARY, white);
    expect(contrastRatio(adjusted, white)).toBeGreaterThanOrEqual(4.5);
    expect(adjusted.r).toBeLessThan(DEFAULT_PRIMARY.r);
  });

  it('keeps a colour that already contrasts', () => {
    expect(ensureContrast(DEFAULT_PRIMARY, { r: 2, g: 6, b: 23 })).toEqual(DEFAULT_PRIMARY);
  });
});
