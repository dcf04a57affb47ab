import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@/shared/errors.ts';
import { type RagAnswerResult, type RagChunk } from '@/shared/schemas/rag.ts';
import type { LlmProvider } from '@/shared/rules/provider-choice.ts';
import { cosine, embed, QUERY_EMBED } from '../platform/ai/embeddings.ts';
import { answeringModel, complete } from '../platform/ai/providers.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { AiConfig, EmbeddingsConfig } from '../config.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { citation, composedAnswer, extractiveAnswer } from './answer-compose.ts';
import { judgeAnswer, scorePassagesByWords, wordReader, type WordReader } from './answer-judge.ts';
import { weightedFusion } from './fusion.ts';
import { searchTerms } from './query-expansion.ts';
import { rerankBySentence, rerankByWords, RERANK_DEPTH } from './sentence-rerank.ts';
import {
  deleteDocument,
  documentVisible,
  listDocuments,
  searchChunks,
  searchChunksByVector,
  type RankedChunk,
} from './rag.queries.ts';

/** How many passages an answer retrieves. */
export const ANSWER_CHUNKS = 5;
/** With embeddings: how many chunks each ranking (lexical, vector) gives the fusion. */
export const FUSION_DEPTH = 20;
/**
 * The lexical ranking's weight in the fusion (the vector ranking's is the rest). Chosen by
 * bench/rag-eval.ts among reciprocal rank fusion and weights 0.5 and 0.7 on the tuning set
 * (measured with the fake embedder only: see bench/README.md).
 */
export const LEXICAL_WEIGHT = 0.7;

/** Where the service reports what the caller is not told (a failed embeddings call). */
export interface RagLog {
  warn(obj: object, msg?: string): void;
}

/** Whether a presented x-admin-token equals the configured secret (unset: never). */
export function isAdminToken(configured: string | undefined, presented: string | undefined) {
  if (!configured || !presented) return false;
  const a = Buffer.from(configured);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

const GROUNDED_PROMPT =
  "You answer questions for a school's community using ONLY the numbered passages from the school's documents given below. Cite the passages you use as [1], [2] … right after the statement they support. If the passages do not contain the answer, say that the school's documents do not seem to answer it, and do not guess. Answer in the language of the question, briefly.";
/** Told to the model when no passage seemed to answer (answer-judge.ts). */
const DOUBTFUL =
  'The search found these passages, but none of them seems to answer the question: check, and if none does, say so plainly.';

/**
 * With a language model configured: the answer written from the retrieved passages only, citing
 * them [n], with the sources listed as in the extractive answer. If the model fails, the passages
 * themselves, saying why.
 */
async function generatedAnswer(
  ai: AiConfig,
  provider: LlmProvider,
  query: string,
  ranked: RankedChunk[],
  answers: boolean,
): Promise<string> {
  const passages = ranked
    .map(
      (chunk, index) =>
        `[${index + 1}] (${citation(chunk)}${chunk.heading_path ? `; ${chunk.heading_path}` : ''})\n${chunk.content}`,
    )
    .join('\n\n');
  const sources = ranked.map((chunk, index) => `[${index + 1}] ${citation(chunk)}`).join('\n');
  try {
    const written = await complete(ai, provider, [
      { role: 'system', content: GROUNDED_PROMPT },
      {
        role: 'user',
        content: `Passages:\n\n${passages}\n\n${answers ? '' : `${DOUBTFUL}\n\n`}Question: ${query}`,
      },
    ]);
    return `${written.trim()}\n\nSources:\n${sources}`;
  } catch (error) {
    const why = error instanceof AppError ? error.message : 'The AI provider failed.';
    return `${why} Here are the passages themselves.\n\n${extractiveAnswer(ranked)}`;
  }
}

/** The question's embedding, or null (none configured, or the call failed: logged). */
async function questionVector(
  config: EmbeddingsConfig | undefined,
  query: string,
  log: RagLog | undefined,
): Promise<number[] | null> {
  if (!config) return null;
  try {
    return (await embed(config, [query], QUERY_EMBED))[0] ?? null;
  } catch (error) {
    log?.warn({ err: error }, 'question not embedded: searching by words only');
    return null;
  }
}

/** Sentences' embeddings, in order, or null (a call failed: logged; the caller does without). */
type SentenceVectors = (sentences: string[]) => Promise<number[][] | null>;

/** For one question: each sentence is embedded once, though the ranking and the judgement read it. */
function sentenceVectors(config: EmbeddingsConfig, log: RagLog | undefined): SentenceVectors {
  const known = new Map<string, number[]>();
  return async (sentences) => {
    const missing = [...new Set(sentences)].filter((text) => !known.has(text));
    if (missing.length > 0) {
      try {
        const vectors = await embed(config, missing, QUERY_EMBED);
        missing.forEach((text, i) => known.set(text, vectors[i]!));
      } catch (error) {
        log?.warn({ err: error }, 'sentences not embedded: ranked and judged by their words only');
        return null;
      }
    }
    return sentences.map((text) => known.get(text)!);
  };
}

/**
 * Each sentence's closeness in meaning to the question (cosine, against the question's embedding
 * the search already made), or null (no model, or a call failed).
 */
function closenessTo(question: number[] | null, vectorsOf: SentenceVectors | undefined) {
  return async (sentences: string[]): Promise<number[] | null> => {
    if (!question || !vectorsOf || sentences.length === 0) return null;
    const vectors = await vectorsOf(sentences);
    return vectors && vectors.map((vector) => cosine(question, vector));
  };
}

/**
 * The caller's best chunks for a question. Lexical (BM25-style over the words and their
 * synonyms) alone, or, with an embeddings endpoint configured, fused with the chunks whose
 * embeddings are nearest the question's: each ranking's scores over its best, weighted
 * LEXICAL_WEIGHT and the rest (row-level security applies to both).
 */
export async function retrieve(
  scope: RequestScope,
  query: string,
  options: {
    ai?: AiConfig | undefined;
    log?: RagLog | undefined;
    limit: number;
    /** The question's embedding, when the caller made it already (undefined: made here). */
    vector?: number[] | null;
    /** The question's sentence embeddings, shared with the judgement (undefined: made here). */
    sentences?: SentenceVectors | undefined;
    /** The database's reading of the question's words, shared with the judgement (undefined: made here). */
    words?: WordReader | undefined;
  },
): Promise<RankedChunk[]> {
  const terms = searchTerms(query);
  const config = options.ai?.embeddings;
  const vector =
    options.vector !== undefined
      ? options.vector
      : await questionVector(config, query, options.log);
  const words = options.words ?? wordReader(scope);
  const byWords = (chunks: RankedChunk[]) => scorePassagesByWords(words, query, chunks);
  if (!config || !vector) {
    const lexical = await scope.asCaller((tx) =>
      searchChunks(tx, { terms, limit: Math.max(RERANK_DEPTH, options.limit) }),
    );
    return (await rerankByWords(lexical, byWords)).slice(0, options.limit);
  }
  const depth = Math.max(FUSION_DEPTH, options.limit);
  const [lexical, semantic] = await scope.asCaller(async (tx) => [
    await searchChunks(tx, { terms, limit: depth }),
    await searchChunksByVector(tx, { model: config.model, vector, limit: depth }),
  ]);
  const fused = weightedFusion([lexical, semantic], [LEXICAL_WEIGHT, 1 - LEXICAL_WEIGHT])
    .slice(0, Math.max(RERANK_DEPTH, options.limit))
    .map(({ fused: score, ...chunk }) => ({ ...chunk, score }));
  const bySentence = (
    await rerankBySentence(fused, vector, options.sentences ?? sentenceVectors(config, options.log))
  ).map(({ fused: score, ...chunk }) => ({ ...chunk, score }));
  const reranked = await rerankByWords(bySentence, byWords);
  return reranked
    .slice(0, options.limit)
    .map((chunk) => ({ ...chunk, score: Math.round(chunk.score * 1e6) / 1e6 }));
}

/** The answer, and whether the passages seemed to answer the question (answer-judge.ts). */
export async function answer(
  scope: RequestScope,
  query: string,
  ai?: AiConfig,
  log?: RagLog,
): Promise<RagAnswerResult & { answers: boolean }> {
  // One embedding of the question, and one of each sentence, and one reading of their words by
  // the database serve the search and the judgement.
  const vector = await questionVector(ai?.embeddings, query, log);
  const sentences = ai?.embeddings ? sentenceVectors(ai.embeddings, log) : undefined;
  const words = wordReader(scope);
  const ranked = await retrieve(scope, query, {
    ai,
    log,
    limit: ANSWER_CHUNKS,
    vector,
    sentences,
    words,
  });
  const chunks: RagChunk[] = ranked.map((chunk) => ({
    document_id: chunk.document_id,
    title: chunk.title,
    content: chunk.content,
    page: chunk.page,
    score: chunk.score,
  }));
  const judged = await judgeAnswer(words, query, ranked, closenessTo(vector, sentences));
  const answers = judged?.answers ?? false;
  const model = ranked.length > 0 ? answeringModel(ai) : null;
  const text = model
    ? await generatedAnswer(ai!, model, query, ranked, answers)
    : composedAnswer(ranked, judged);
  return { text, chunks, answers };
}

const DOCUMENTS_LISTED = 200;

export async function documents(scope: RequestScope) {
  return { documents: await scope.asCaller((tx) => listDocuments(tx, DOCUMENTS_LISTED)) };
}

/**
 * Deletes a document: its owner or an admin (row-level security decides). Someone who may see it
 * but not delete it gets 403; a document they cannot see, 404.
 */
export async function removeDocument(scope: RequestScope, id: string): Promise<void> {
  await scope.asCaller(async (tx, me) => {
    const visible = await documentVisible(tx, id);
    if (!visible) throw new AppError('NOT_FOUND', 'This document does not exist or is not yours.');
    if (!(await deleteDocument(tx, id))) {
      throw new AppError(
        'FORBIDDEN',
        'Only the person who uploaded a document or an admin may delete it.',
      );
    }
    await auditByCaller(tx, me, 'rag.deleted', id, { title: visible.title });
  });
}
