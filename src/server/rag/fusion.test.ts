import { describe, expect, it } from 'vitest';
import { RRF_K, reciprocalRankFusion, weightedFusion } from './fusion.ts';

const list = (...ids: string[]) => ids.map((id, index) => ({ id, score: 10 - index }));

describe('rank fusion', () => {
  it('reciprocal rank fusion puts first what both rankings rank well', () => {
    const fused = reciprocalRankFusion([list('a', 'b', 'c', 'e'), list('d', 'b', 'f', 'a')]);
    expect(fused.map((f) => f.id)).toEqual(['b', 'a', 'd', 'c', 'f', 'e']);
    expect(fused[0]!.fused).toBeCloseTo(2 / (RRF_K + 2));
    expect(fused[1]!.fused).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 4));
  });

  it('reciprocal rank fusion breaks ties by the first list a chunk appears in', () => {
    expect(reciprocalRankFusion([list('a'), list('z')]).map((f) => f.id)).toEqual(['a', 'z']);
    expect(reciprocalRankFusion([[], list('z', 'y')]).map((f) => f.id)).toEqual(['z', 'y']);
  });

  it('weighted fusion scales each list by its best score before weighing', () => {
    const lexical = [
      { id: 'a', score: 8 },
      { id: 'b', score: 2 },
    ];
    const vector = [
      { id: 'b', score: 0.9 },
      { id: 'a', score: 0.3 },
    ];
    const fused = weightedFusion([lexical, vector], [0.5, 0.5]);
    expect(fused.map((f) => [f.id, Number(f.fused.toFixed(4))])).toEqual([
      ['a', 0.6667],
      ['b', 0.625],
    ]);
    expect(weightedFusion([lexical, vector], [0.2, 0.8]).map((f) => f.id)).toEqual(['b', 'a']);
  });
});
