/**
 * The admin tiles' trend: the count now against the count at the end of last month, in whole
 * percent; null when there was nothing then (no percentage of zero exists).
 */
export function trendPercent(now: number, then: number): number | null {
  if (then === 0) return null;
  return Math.round(((now - then) / then) * 100);
}

/** How a tile shows its trend. */
export function trendLabel(now: number, trend: number | null): string {
  if (trend === null) return now > 0 ? 'New this month' : '—';
  return `${trend > 0 ? '+' : ''}${trend}% from last month`;
}

export const TREND_EXPLANATION =
  'Count now compared with the count at the end of last month: (now − then) ÷ then × 100, rounded.';
