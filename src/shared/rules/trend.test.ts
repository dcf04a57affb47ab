import { describe, expect, it } from 'vitest';
import { trendLabel, trendPercent } from './trend.ts';

describe('trendPercent', () => {
  it('is (now - then) / then x 100, rounded', () => {
    expect(trendPercent(12, 10)).toBe(20);
    expect(trendPercent(10, 12)).toBe(-17);
    expect(trendPercent(3, 2)).toBe(50);
    expect(trendPercent(7, 7)).toBe(0);
    expect(trendPercent(2, 3)).toBe(-33);
  });
  it('is null when there was nothing at the end of last month', () => {
    expect(trendPercent(5, 0)).toBeNull();
    expect(trendPercent(0, 0)).toBeNull();
  });
});

describe('trendLabel', () => {
  it('shows a signed percentage, New this month, or a dash', () => {
    expect(trendLabel(12, 20)).toBe('+20% from last month');
    expect(trendLabel(8, -17)).toBe('-17% from last month');
    expect(trendLabel(8, 0)).toBe('0% from last month');
    expect(trendLabel(4, null)).toBe('New this month');
    expect(trendLabel(0, null)).toBe('—');
  });
});
