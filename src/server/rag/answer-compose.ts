import type { SentenceJudgement } from './answer-sentence.ts';
import type { RankedChunk } from './rag.queries.ts';

/** How many passages an answer quotes, and how long a quote may be. */
export const QUOTED_CHUNKS = 3;
const QUOTE_MAX = 600;

export const NOTHING_FOUND =
  "I found nothing about this in the school's documents. Try other words, or upload the document that answers it.";
export const NOT_ANSWERED =
  "The school's documents do not seem to answer this. These passages may be related, but none of them says it:";

export function citation(chunk: Pick<RankedChunk, 'title' | 'page'>): string {
  return chunk.page === null ? chunk.title : `${chunk.title}, page ${chunk.page}`;
}

/** A passage as quoted: cut at a word past QUOTE_MAX; one that starts mid-sentence says so. */
function quote(content: string): string {
  const cut = content.length <= QUOTE_MAX ? -1 : content.lastIndexOf(' ', QUOTE_MAX);
  const text =
    content.length <= QUOTE_MAX ? content : `${content.slice(0, cut > 0 ? cut : QUOTE_MAX)} …`;
  return /^\p{Ll}/u.test(text) ? `… ${text}` : text;
}

/** The quoted passages, each cited [n] with its heading, and their sources. */
function passagesAndSources(chunks: RankedChunk[]): string[] {
  const quoted = chunks.slice(0, QUOTED_CHUNKS);
  const passages = quoted.map((chunk, index) => {
    const where = chunk.heading_path ? ` (${chunk.heading_path})` : '';
    return `[${index + 1}]${where} ${quote(chunk.content)}`;
  });
  const sources = quoted.map((chunk, index) => `[${index + 1}] ${citation(chunk)}`);
  return [...passages, `Sources:\n${sources.join('\n')}`];
}

/**
 * The extractive answer (no language model here): the best passages, word for word, each cited
 * [n] with its document and page. Nothing is invented; with nothing found it says so.
 */
export function extractiveAnswer(chunks: RankedChunk[]): string {
  if (chunks.length === 0) return NOTHING_FOUND;
  return ["From the school's documents:", ...passagesAndSources(chunks)].join('\n\n');
}

/**
 * The answer without a language model: the sentence that answers, cited, then the passages; or,
 * when no passage answers well enough, that the documents do not seem to answer, with the nearest
 * passages as possibly related only.
 */
export function composedAnswer(chunks: RankedChunk[], judged: SentenceJudgement | null): string {
  if (chunks.length === 0) return NOTHING_FOUND;
  if (!judged?.answers) return [NOT_ANSWERED, ...passagesAndSources(chunks)].join('\n\n');
  const { text, passage } = judged.sentence;
  return [
    `From the school's documents: ${text} [${passage + 1}]`,
    ...passagesAndSources(chunks),
  ].join('\n\n');
}
