/** Spec 9: fee frequencies, and grades Grade 1 to Grade 12. */
export const FEE_FREQUENCIES = ['monthly', 'quarterly', 'annually', 'one-time'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

export const FEE_GRADES = Array.from({ length: 12 }, (_, index) => index + 1);

/** The assumed number of students per grade in the revenue estimate (spec 9). */
export const STUDENTS_PER_GRADE_ESTIMATE = 30;

const paymentsPerYear: Record<FeeFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  annually: 1,
  'one-time': 1,
};

export interface FeeForEstimate {
  amountCents: number;
  frequency: FeeFrequency;
  gradeCount: number;
  status: 'active' | 'inactive';
}

/**
 * Spec 9, estimated annual revenue: the sum over active fees of amount × (12 monthly, 4 quarterly,
 * 1 otherwise) × number of grades × 30. In cents, so no rounding creeps in.
 */
export function estimatedAnnualRevenueCents(fees: readonly FeeForEstimate[]): number {
  return fees
    .filter((fee) => fee.status === 'active')
    .reduce(
      (sum, fee) =>
        sum +
        fee.amountCents *
          paymentsPerYear[fee.frequency] *
          fee.gradeCount *
          STUDENTS_PER_GRADE_ESTIMATE,
      0,
    );
}

/** Dollars with cents and thousands separators: 120000 → '$1,200.00'. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const dollars = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${sign}$${dollars}`;
}

/** An amount typed as a decimal (step 0.01) to integer cents; null when it is not one. */
export function parseAmountToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
