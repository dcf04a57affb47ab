/** One ranking's entry: the chunk's id and that ranking's score. */
export interface Ranked {
  id: string;
  score: number;
}

/** Reciprocal rank fusion's constant (the usual 60: the first ranks do not swamp the rest). */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each list gives a chunk 1 / (RRF_K + its rank); the sum orders them.
 * Scores within a list are ignored, so two scales (BM25, cosine) need no calibration. Ties keep
 * the order of the first list a chunk appears in.
 */
export function reciprocalRankFusion<T extends Ranked>(lists: T[][]): (T & { fused: number })[] {
  const fused = new Map<string, { item: T; fused: number; first: number }>();
  let seen = 0;
  for (const list of lists) {
    list.forEach((item, index) => {
      const entry = fused.get(item.id) ?? { item, fused: 0, first: seen++ };
      entry.fused += 1 / (RRF_K + index + 1);
      fused.set(item.id, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.fused - a.fused || a.first - b.first)
    .map(({ item, fused: score }) => ({ ...item, fused: score }));
}

/**
 * Weighted fusion: each list's scores divided by its best (so each is 0..1), then
 * weights[i] * score summed per chunk.
 */
export function weightedFusion<T extends Ranked>(
  lists: T[][],
  weights: number[],
): (T & { fused: number })[] {
  const fused = new Map<string, { item: T; fused: number; first: number }>();
  let seen = 0;
  lists.forEach((list, listIndex) => {
    const best = Math.max(0, ...list.map((item) => item.score));
    if (best <= 0) return;
    for (const item of list) {
      const entry = fused.get(item.id) ?? { item, fused: 0, first: seen++ };
      entry.fused += (weights[listIndex] ?? 1) * (item.score / best);
      fused.set(item.id, entry);
    }
  });
  return [...fused.values()]
    .sort((a, b) => b.fused - a.fused || a.first - b.first)
    .map(({ item, fused: score }) => ({ ...item, fused: score }));
}
