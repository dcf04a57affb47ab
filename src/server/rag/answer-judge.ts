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
 * The question's words and the passages' sentences, stemmed by the database as the search stems
 * them and weighed by how rare each word is among the caller's passages: what a sentence is
 * judged on (answer-sentence.ts).
 */
async function sentencesToJudge(
  scope: RequestScope,
  question: string,
  passages: RankedChunk[],
  closeness?: (sentences: string[]) => Promise<number[] | null>,
): Promise<SentencesToJudge> {
  const terms = searchTerms(question);
  const texts = passages.flatMap((chunk, passage) =>
    sentencesOf(chunk.content).map((text) => ({ text, passage })),
  );
  // Outside the transaction: no transaction waits on the embeddings model.
  const similarity = closeness ? await closeness(texts.map((s) => s.text)) : null;
  return scope.asCaller(async (tx) => {
    const lexemes = await lexemesOf(tx, [
      ...terms.map((term) => term.text),
      ...texts.map((s) => s.text),
      ...passages.map((chunk) => chunk.heading_path),
    ]);
    const byGroup = new Map<number, Map<string, number>>();
    terms.forEach((term, i) => {
      const group = byGroup.get(term.group) ?? new Map<string, number>();
      for (const lexeme of lexemes[i]!) {
        group.set(lexeme, Math.max(group.get(lexeme) ?? 0, term.weight));
      }
      byGroup.set(term.group, group);
    });
    // Words the search drops (stop words) are not the question's.
    const groups: QuestionGroup[] = [...byGroup.values()]
      .filter((group) => group.size > 0)
      .map((group) => ({ lexemes: group }));
    // A sentence is read under its heading: 'the stalls' of the section 'Winter fair'.
    const headings = lexemes.slice(terms.length + texts.length);
    const sentences: Sentence[] = texts.map((s, i) => ({
      ...s,
      lexemes: lexemes[terms.length + i]!,
      heading: headings[s.passage]!,
    }));
    const all = [...new Set(groups.flatMap((group) => [...group.lexemes.keys()]))];
    const { chunks, df } = await documentFrequencies(tx, all);
    return {
      question,
      groups,
      sentences,
      idf: (lexeme) => idfOf(chunks, df.get(lexeme) ?? 0),
      known: (lexeme) => (df.get(lexeme) ?? 0) > 0,
      similarity,
    };
  });
}

/**
 * Whether the retrieved passages answer the question, and with which sentence: each sentence of
 * the first JUDGED_PASSAGES scored by the question's words it holds; with `closeness` (an
 * embeddings model), also by its closeness in meaning to the question.
 */
export async function judgeAnswer(
  scope: RequestScope,
  question: string,
  ranked: RankedChunk[],
  closeness?: (sentences: string[]) => Promise<number[] | null>,
): Promise<SentenceJudgement | null> {
  if (ranked.length === 0) return null;
  const judged = ranked.slice(0, JUDGED_PASSAGES);
  return judgeSentences(await sentencesToJudge(scope, question, judged, closeness));
}

/** Each passage scored by its best sentence's words (answer-sentence.ts), to rank them again. */
export async function scorePassagesByWords(
  scope: RequestScope,
  question: string,
  passages: RankedChunk[],
): Promise<number[]> {
  if (passages.length === 0) return [];
  return passageWordScores(await sentencesToJudge(scope, question, passages), passages.length);
}
