import { cosine } from '../platform/ai/embeddings.ts';
import { sentencesOf } from './answer-sentence.ts';
import { weightedFusion, type Ranked } from './fusion.ts';

/**
 * With embeddings: how many of the fused chunks are ranked again by their one sentence closest in
 * meaning to the question. A chunk's own embedding blurs its sentences together, while a question
 * is usually answered by one of them (a question about a stomach bug is near the one sentence on
 * sickness, not near a paragraph on absence, lateness and illness together).
 */
export const RERANK_DEPTH = 10;
/**
 * The closest sentence's weight against the fused score (each over its best): chosen among 0,
 * 0.2 and 0.3 on the tuning sets only (bench/README.md).
 */
export const SENTENCE_WEIGHT = 0.3;

/**
 * The chunks ordered again by their fused score and their closest sentence's cosine to the
 * question, each over its best, weighted 1 - SENTENCE_WEIGHT and SENTENCE_WEIGHT. `embedTexts`
 * returning null (no model, or it failed) keeps the order.
 */
export async function rerankBySentence<T extends Ranked & { content: string }>(
  ranked: T[],
  question: number[],
  embedTexts: (texts: string[]) => Promise<number[][] | null>,
): Promise<(T & { fused: number })[]> {
  const sentences = ranked.map((chunk) => sentencesOf(chunk.content));
  const vectors = SENTENCE_WEIGHT > 0 ? await embedTexts(sentences.flat()) : null;
  if (!vectors) return ranked.map((chunk) => ({ ...chunk, fused: chunk.score }));
  let next = 0;
  const closest = ranked.map((chunk, i) => ({
    ...chunk,
    score: Math.max(0, ...sentences[i]!.map(() => cosine(question, vectors[next++]!))),
  }));
  return weightedFusion([ranked, closest], [1 - SENTENCE_WEIGHT, SENTENCE_WEIGHT]);
}

/**
 * The best sentence's score by the question's words (answer-sentence.ts: rare words weigh more,
 * the kind of fact asked for adds) against the rest of the chunk's score, each over its best:
 * chosen among 0, 0.2, 0.3 and 0.5 on the tuning sets only (bench/README.md).
 */
export const WORD_WEIGHT = 0.3;

/**
 * The first RERANK_DEPTH chunks ordered again by their score and their best sentence's score by
 * the question's words, weighted 1 - WORD_WEIGHT and WORD_WEIGHT: a passage that holds the
 * question's words in one sentence, with the kind of fact asked for, before one that spreads
 * them over a paragraph.
 */
export async function rerankByWords<T extends Ranked>(
  ranked: T[],
  scoreByWords: (chunks: T[]) => Promise<number[]>,
): Promise<T[]> {
  if (ranked.length < 2) return ranked;
  const top = ranked.slice(0, RERANK_DEPTH);
  const scores = await scoreByWords(top);
  const words = top.map((chunk, i) => ({ id: chunk.id, score: scores[i] ?? 0 }));
  const byId = new Map(top.map((chunk) => [chunk.id, chunk]));
  const reranked = weightedFusion([top, words], [1 - WORD_WEIGHT, WORD_WEIGHT]).map(
    ({ id, fused }) => ({ ...byId.get(id)!, score: fused }),
  );
  return [...reranked, ...ranked.slice(RERANK_DEPTH)];
}
