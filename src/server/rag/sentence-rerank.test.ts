import { describe, expect, it } from 'vitest';
import {
  RERANK_DEPTH,
  rerankBySentence,
  rerankByWords,
  SENTENCE_WEIGHT,
  WORD_WEIGHT,
} from './sentence-rerank.ts';

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

describe("ranking again by the best sentence's words", () => {
  it("lifts a passage whose sentence holds the question's words over a slightly better one", async () => {
    const ranked = [
      { id: 'a', score: 1 },
      { id: 'b', score: 0.9 },
      { id: 'c', score: 0.5 },
    ];
    const words = { a: 1, b: 4, c: 0 } as Record<string, number>;
    const reranked = await rerankByWords(ranked, (chunks) =>
      Promise.resolve(chunks.map((chunk) => words[chunk.id]!)),
    );
    expect(reranked.map((chunk) => chunk.id)).toEqual(['b', 'a', 'c']);
    // Each score over its best: b's words are the best, a's a quarter of them.
    expect(reranked[0]!.score).toBeCloseTo((1 - WORD_WEIGHT) * 0.9 + WORD_WEIGHT);
    expect(reranked[1]!.score).toBeCloseTo(1 - WORD_WEIGHT + WORD_WEIGHT / 4);
    expect(reranked[2]!.score).toBeCloseTo((1 - WORD_WEIGHT) * 0.5);
  });

  it('scores only the first RERANK_DEPTH chunks and keeps the rest after them, as they were', async () => {
    const ranked = Array.from({ length: RERANK_DEPTH + 2 }, (_, i) => ({
      id: `c${i}`,
      score: 1 - i / 100,
    }));
    const scored: string[] = [];
    const reranked = await rerankByWords(ranked, (chunks) => {
      scored.push(...chunks.map((chunk) => chunk.id));
      return Promise.resolve(chunks.map(() => 1));
    });
    expect(scored).toEqual(ranked.slice(0, RERANK_DEPTH).map((chunk) => chunk.id));
    expect(reranked.slice(RERANK_DEPTH)).toEqual(ranked.slice(RERANK_DEPTH));
  });
});
