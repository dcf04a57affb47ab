import { describe, expect, it } from 'vitest';
import {
  estimatedAnnualRevenueCents,
  formatDollars,
  parseAmountToCents,
  FEE_GRADES,
} from './fees.ts';
import { gradeLabel } from './class-labels.ts';

describe('estimated annual revenue (spec 9)', () => {
  const fee = (over: Partial<Parameters<typeof estimatedAnnualRevenueCents>[0][0]>) => ({
    amountCents: 10000,
    frequency: 'monthly' as const,
    gradeCount: 1,
    status: 'active' as const,
    ...over,
  });

  it('multiplies by 12 monthly, 4 quarterly, 1 annually and one-time, by grades and by 30', () => {
    expect(estimatedAnnualRevenueCents([fee({})])).toBe(10000 * 12 * 30);
    expect(estimatedAnnualRevenueCents([fee({ frequency: 'quarterly', gradeCount: 2 })])).toBe(
      10000 * 4 * 2 * 30,
    );
    expect(estimatedAnnualRevenueCents([fee({ frequency: 'annually', gradeCount: 3 })])).toBe(
      10000 * 3 * 30,
    );
    expect(estimatedAnnualRevenueCents([fee({ frequency: 'one-time' })])).toBe(10000 * 30);
  });

  it('counts active fees only, and sums them', () => {
    expect(
      estimatedAnnualRevenueCents([
        fee({ amountCents: 50050, gradeCount: 12 }),
        fee({ status: 'inactive', amountCents: 999999 }),
        fee({ amountCents: 1, frequency: 'quarterly' }),
      ]),
    ).toBe(50050 * 12 * 12 * 30 + 1 * 4 * 30);
    expect(estimatedAnnualRevenueCents([])).toBe(0);
  });
});

describe('money', () => {
  it('shows dollars with cents and separators', () => {
    expect(formatDollars(120000)).toBe('$1,200.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(216036000)).toBe('$2,160,360.00');
    expect(formatDollars(-250)).toBe('-$2.50');
    expect(formatDollars(94_204)).toBe('$942.04');
    expect(formatDollars(100_001)).toBe('$1,000.01');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('parses a decimal amount with at most two decimals into cents', () => {
    expect(parseAmountToCents('500')).toBe(50000);
    expect(parseAmountToCents('500.5')).toBe(50050);
    expect(parseAmountToCents(' 0.01 ')).toBe(1);
    for (const bad of ['', 'abc', '1.001', '-5', '1e3', '1,000']) {
      expect(parseAmountToCents(bad)).toBeNull();
    }
  });

  it('has grades Grade 1 to Grade 12', () => {
    expect(FEE_GRADES.map(gradeLabel)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
    );
  });
});
