import type { RequestScope } from '../platform/db/request-scope.ts';
import { documentFrequencies, lexemesOf } from './answer-sentence.queries.ts';
import {
  judgeSentences,
  passageWordScores,
  sentencesOf,
  type SentencesToJudge,
  type QuestionGroup,
  type Sentence,
  type SentenceJudgement,
} from './answer-sentence.ts';
import { searchTerms } from './query-expansion.ts';
import type { RankedChunk } from './rag.queries.ts';

/** The passages whose sentences may lead the answer (the ones quoted). */
export const JUDGED_PASSAGES = 3;

/** BM25's inverse document frequency, as the search weighs a word (rag.queries.ts). */
const idfOf = (chunks: number, df: number) => Math.log(1 + (chunks - df + 0.5) / (df + 0.5));

/**
 * For one question: the database's reading of texts (their lexemes, stemmed as the search stems
 * them) and of lexemes (how many of the caller's chunks hold each), each text and lexeme read
 * once, though the ranking reads the first ten passages and the judgement the first three again.
 */
export function wordReader(scope: RequestScope) {
  const lexemes = new Map<string, string[]>();
  const df = new Map<string, number>();
  let chunks = 0;
  return async (texts: string[], wantedOf: (lexemesOf: (text: string) => string[]) => string[]) => {
    const missing = [...new Set(texts)].filter((text) => !lexemes.has(text));
    if (missing.length > 0) {
      const read = await scope.asCaller((tx) => lexemesOf(tx, missing));
      missing.forEach((text, i) => lexemes.set(text, read[i]!));
    }
    const lexemesOfText = (text: string) => lexemes.get(text)!;
    const unknown = [...new Set(wantedOf(lexemesOfText))].filter((lexeme) => !df.has(lexeme));
    if (unknown.length > 0) {
      const counted = await scope.asCaller((tx) => documentFrequencies(tx, unknown));
      chunks = counted.chunks;
      for (const lexeme of unknown) df.set(lexeme, counted.df.get(lexeme) ?? 0);
    }
    return { lexemesOf: lexemesOfText, chunks, df };
  };
}
export type WordReader = ReturnType<typeof wordReader>;

/**
 * The question's words and the passages' sentences as the database reads them, weighed by how
 * rare each word is among the caller's passages: what a sentence is judged on (answer-sentence.ts).
 */
async function sentencesToJudge(
  read: WordReader,
  question: string,
  passages: RankedChunk[],
  closeness?: (sentences: string[]) => Promise<number[] | null>,
): Promise<SentencesToJudge> {
  const terms = searchTerms(question);
  const texts = passages.flatMap((chunk, passage) =>
    sentencesOf(chunk.content).map((text) => ({ text, passage })),
  );
  // Before the database is asked: no transaction waits on the embeddings model.
  const similarity = closeness ? await closeness(texts.map((s) => s.text)) : null;
  const groupsOf = (lexemesOf: (text: string) => string[]) => {
    const byGroup = new Map<number, Map<string, number>>();
    for (const term of terms) {
      const group = byGroup.get(term.group) ?? new Map<string, number>();
      for (const lexeme of lexemesOf(term.text)) {
        group.set(lexeme, Math.max(group.get(lexeme) ?? 0, term.weight));
      }
      byGroup.set(term.group, group);
    }
    // Words the search drops (stop words) are not the question's.
    return [...byGroup.values()]
      .filter((group) => group.size > 0)
      .map((group): QuestionGroup => ({ lexemes: group }));
  };
  const { lexemesOf, chunks, df } = await read(
    [
      ...terms.map((term) => term.text),
      ...texts.map((s) => s.text),
      ...passages.map((chunk) => chunk.heading_path),
    ],
    (lexemesOf) => groupsOf(lexemesOf).flatMap((group) => [...group.lexemes.keys()]),
  );
  // A sentence is read under its heading: 'the stalls' of the section 'Winter fair'.
  const sentences: Sentence[] = texts.map((s) => ({
    ...s,
    lexemes: lexemesOf(s.text),
    heading: lexemesOf(passages[s.passage]!.heading_path),
  }));
  return {
    question,
    groups: groupsOf(lexemesOf),
    sentences,
    idf: (lexeme) => idfOf(chunks, df.get(lexeme) ?? 0),
    known: (lexeme) => (df.get(lexeme) ?? 0) > 0,
    similarity,
  };
}

/**
 * Whether the retrieved passages answer the question, and with which sentence: each sentence of
 * the first JUDGED_PASSAGES scored by the question's words it holds; with `closeness` (an
 * embeddings model), also by its closeness in meaning to the question.
 */
export async function judgeAnswer(
  read: WordReader,
  question: string,
  ranked: RankedChunk[],
  closeness?: (sentences: string[]) => Promise<number[] | null>,
): Promise<SentenceJudgement | null> {
  if (ranked.length === 0) return null;
  const judged = ranked.slice(0, JUDGED_PASSAGES);
  return judgeSentences(await sentencesToJudge(read, question, judged, closeness));
}

/** Each passage scored by its best sentence's words (answer-sentence.ts), to rank them again. */
export async function scorePassagesByWords(
  read: WordReader,
  question: string,
  passages: RankedChunk[],
): Promise<number[]> {
  if (passages.length === 0) return [];
  return passageWordScores(await sentencesToJudge(read, question, passages), passages.length);
}
