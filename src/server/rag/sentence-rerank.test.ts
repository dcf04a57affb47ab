import { describe, expect, it } from 'vitest';
import { rerankBySentence, SENTENCE_WEIGHT } from './sentence-rerank.ts';

const question = [1, 0, 0];
/** Each sentence's vector by its first word: 'near' points at the question, 'far' away from it. */
const vectorOf = (sentence: string) =>
  sentence.startsWith('Near') ? [1, 0, 0] : sentence.startsWith('Half') ? [1, 1, 0] : [0, 0, 1];
const embedTexts = (texts: string[]) => Promise.resolve(texts.map(vectorOf));

describe('ranking again by the closest sentence', () => {
  it('lifts a passage whose one sentence is close to the question over a slightly better fused one', async () => {
    const ranked = [
      { id: 'a', score: 1, content: 'Far from it. Far again.' },
      { id: 'b', score: 0.95, content: 'Far at first. Near the question.' },
      { id: 'c', score: 0.9, content: 'Half of it is near.' },
    ];
    const reranked = await rerankBySentence(ranked, question, embedTexts);
    expect(reranked.map((chunk) => chunk.id)).toEqual(['b', 'c', 'a']);
    // b: its fused score over the best (0.95) and its closest sentence at full weight.
    expect(reranked[0]!.fused).toBeCloseTo((1 - SENTENCE_WEIGHT) * 0.95 + SENTENCE_WEIGHT);
    expect(reranked[2]!.fused).toBeCloseTo(1 - SENTENCE_WEIGHT);
  });

  it('keeps the order, scores as they were, when the sentences could not be embedded', async () => {
    const ranked = [
      { id: 'a', score: 0.4, content: 'Far.' },
      { id: 'b', score: 0.3, content: 'Near.' },
    ];
    const kept = await rerankBySentence(ranked, question, () => Promise.resolve(null));
    expect(kept.map((chunk) => [chunk.id, chunk.fused])).toEqual([
      ['a', 0.4],
      ['b', 0.3],
    ]);
  });
});
