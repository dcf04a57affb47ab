/**
 * The sentence of the retrieved passages that answers a question, and whether any does (no
 * language model here): each sentence is scored by the question's words it holds, a rare word
 * weighing more (inverse document frequency, as the search), a synonym half; the kind of fact the
 * question asks for (a time or date, an amount, a phone number, a person) adds to a sentence that
 * has one. Thresholds measured in bench/rag-eval.ts on the tuning set (bench/README.md).
 */

/** A word of the question: its lexemes (its own, weight 1; its synonyms', less) and their weights. */
export interface QuestionGroup {
  lexemes: Map<string, number>;
}

export interface Sentence {
  text: string;
  /** The passage it comes from (0-based rank among the retrieved passages). */
  passage: number;
  lexemes: string[];
  /** The lexemes of its passage's heading: the sentence is read under it, at HEADING_WEIGHT. */
  heading: string[];
}

export interface SentenceJudgement {
  sentence: Sentence;
  /** Question words matched, by their weight over the weight of those the documents know. */
  coverage: number;
  /** Question words the sentence holds (synonyms count). */
  matched: number;
  /** The share of the question's weight in words no passage of the school's holds at all. */
  unknown: number;
  /** Whether the sentence holds the kind of fact asked for (true when no kind is asked for). */
  typed: boolean;
  answers: boolean;
}

/**
 * At least this coverage, and this many words matched (fewer if the question has fewer). The
 * coverage was 0.33 until the fifth question set; 0.25 and 0.2 answered more of every tuning set
 * and said "not found" to no fewer of their unanswerable questions (bench/README.md).
 */
export const MIN_COVERAGE = 0.25;
export const MIN_MATCHED = 2;
/** More of the question than this in words the documents never use: it is about something else. */
export const MAX_UNKNOWN = 0.7;
/**
 * With an embeddings model: a sentence this close in meaning (cosine) answers without the words.
 * The lowest that answers no more of the tuning set's unanswerable questions than words alone do
 * (bench/README.md).
 */
export const SEMANTIC_ANSWER = 0.45;
/** A word found only in the sentence's heading counts this much of a word in the sentence. */
const HEADING_WEIGHT = 0.5;
/** What the kind of fact asked for adds to a sentence's score, as a share of the question's weight. */
const TYPED_BONUS = 0.3;
/** How much a sentence of a better passage is preferred: its passage's place, from the first. */
const PASSAGE_DECAY = 0.1;

const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|No|e\.g|i\.e|etc|approx)\.$/i;

/** A passage's sentences: cut after . ! ? before a capital or digit, and at line breaks. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n+/)) {
    let current = '';
    for (const piece of block.split(/(?<=[.!?]["')\]]?)\s+(?=["'(]?[\p{Lu}\p{N}])/u)) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATION.test(current)) {
        if (current.trim()) out.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|hundred';

/** The kinds of fact a question can ask for: how the question asks, how a sentence holds one. */
const FACT_KINDS: { asks: RegExp; holds: RegExp }[] = [
  {
    asks: /\b(when|what time|by what time|how (late|early|soon)|until|deadline|latest|earliest|what day|which day|what date|how far (ahead|in advance))\b/i,
    holds: new RegExp(
      `\\b(\\d{1,2}[:.]\\d{2}|\\d{1,2}\\s?(am|pm)|noon|midnight|${DAYS}|${MONTHS}|\\d+\\s(days?|weeks?|months?)|(${NUMBER_WORDS})\\s(days?|weeks?|months?))\\b`,
      'i',
    ),
  },
  {
    asks: /\b(how much|cost|costs|price|fee|fees|pay|charge)\b/i,
    holds:
      /(\$\s?\d|£\s?\d|€\s?\d|\b\d+(\.\d+)?\s?(dollars?|pounds?|euros?|cents?)\b|\bno charge\b|\bfree\b)/i,
  },
  {
    asks: /\b(number|call|ring|telephone|contact|email|e-mail)\b/i,
    holds: /(\b\d{3,5}[\s-]?\d{3}[\s-]?\d{3,4}\b|[\w.+-]+@[\w-]+\.[\w.]+)/,
  },
  {
    asks: /^\s*who\b|\bwho('s|\s+is|\s+are)\b/i,
    holds:
      /\b(Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+\p{Lu}|\b(team|officer|lead|coordinator|aider|nurse|teacher|tutor|head\w*|counsellor|staff|office|chair|parents?|students?|volunteers?)\b/iu,
  },
  {
    asks: /\bwhere\b/i,
    holds:
      /\b(room|hall|office|reception|lane|road|street|zone|library|shelter|gate|foyer|bay|field|building|online|website|app)\b/i,
  },
  {
    asks: /\bhow (long|many|often)\b/i,
    holds: new RegExp(`\\b(\\d+|${NUMBER_WORDS}|once|twice|every|each)\\b`, 'i'),
  },
];

/** The kinds of fact the question asks for (none: any sentence may answer). */
export const kindsAsked = (question: string) =>
  FACT_KINDS.filter((kind) => kind.asks.test(question));

const holdsKind = (kinds: typeof FACT_KINDS, text: string) =>
  kinds.length === 0 || kinds.some((kind) => kind.holds.test(text));

export interface SentencesToJudge {
  question: string;
  groups: QuestionGroup[];
  sentences: Sentence[];
  idf: (lexeme: string) => number;
  known: (lexeme: string) => boolean;
  similarity?: number[] | null | undefined;
}

type Judge = (sentence: Sentence) => { judgement: SentenceJudgement; rank: number };

/** The judge of one sentence for the question (null: the documents know none of its words). */
function sentenceJudge(input: SentencesToJudge): { judge: Judge; kinds: typeof FACT_KINDS } | null {
  const { groups, idf, known } = input;
  // A word's full weight is its own lexemes' (a word with no own lexeme: its best synonym's).
  const weights = groups.map((group) => {
    const entries = [...group.lexemes];
    const own = entries.filter(([, weight]) => weight === 1);
    return Math.max(0, ...(own.length > 0 ? own : entries).map(([lexeme]) => idf(lexeme)));
  });
  const isKnown = groups.map((group) => [...group.lexemes.keys()].some(known));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const knownTotal = weights.reduce((sum, weight, i) => sum + (isKnown[i] ? weight : 0), 0);
  if (total === 0 || knownTotal === 0) return null;
  const kinds = kindsAsked(input.question);
  const unknown = 1 - knownTotal / total;
  const judge = (sentence: Sentence) => {
    const words = new Map(sentence.heading.map((lexeme) => [lexeme, HEADING_WEIGHT]));
    for (const lexeme of sentence.lexemes) words.set(lexeme, 1);
    let score = 0;
    let matched = 0;
    for (const group of groups) {
      let groupScore = 0;
      for (const [lexeme, weight] of group.lexemes) {
        const found = words.get(lexeme) ?? 0;
        groupScore = Math.max(groupScore, found * weight * idf(lexeme));
      }
      if (groupScore > 0) matched++;
      score += groupScore;
    }
    const typed = holdsKind(kinds, sentence.text);
    const rank =
      (score + (typed && kinds.length > 0 ? TYPED_BONUS * knownTotal : 0)) *
      (1 - PASSAGE_DECAY * sentence.passage);
    const coverage = score / knownTotal;
    const judgement: SentenceJudgement = {
      sentence,
      coverage,
      matched,
      unknown,
      typed,
      answers:
        coverage >= MIN_COVERAGE &&
        matched >= Math.min(MIN_MATCHED, groups.length) &&
        unknown <= MAX_UNKNOWN &&
        typed,
    };
    return { judgement, rank };
  };
  return { judge, kinds };
}

/**
 * Each passage's best sentence's score by the question's words (and the kind of fact asked for),
 * with no preference for the passage's place: how well its best sentence matches the question.
 */
export function passageWordScores(input: SentencesToJudge, passages: number): number[] {
  const scores = new Array<number>(passages).fill(0);
  const judging = sentenceJudge(input);
  if (!judging) return scores;
  for (const sentence of input.sentences) {
    const { judgement, rank } = judging.judge({ ...sentence, passage: 0 });
    if (judgement.matched > 0) {
      scores[sentence.passage] = Math.max(scores[sentence.passage]!, rank);
    }
  }
  return scores;
}

/**
 * The best sentence and the judgement on it. `idf` weighs a lexeme (0 for none); `known` says
 * whether any passage of the caller's holds a lexeme at all. `similarity` (with an embeddings
 * model: each sentence's closeness in meaning to the question, cosine) lets a sentence that says
 * the same in other words answer when the words alone do not.
 */
export function judgeSentences(input: SentencesToJudge): SentenceJudgement | null {
  const judging = sentenceJudge(input);
  if (!judging) return null;
  const { judge, kinds } = judging;
  let best: { judgement: SentenceJudgement; rank: number } | null = null;
  for (const sentence of input.sentences) {
    const judged = judge(sentence);
    if (judged.judgement.matched === 0 || (best && judged.rank <= best.rank)) continue;
    best = judged;
  }
  if (best?.judgement.answers || !input.similarity) return best?.judgement ?? null;
  // The words did not settle it: the sentence closest in meaning, if close enough, of the kind asked.
  const similarity = input.similarity;
  const closest = input.sentences
    .map((sentence, i) => ({ sentence, closeness: similarity[i] ?? 0 }))
    .filter(({ sentence }) => holdsKind(kinds, sentence.text))
    .sort((a, b) => b.closeness - a.closeness)[0];
  if (!closest || closest.closeness < SEMANTIC_ANSWER) {
    return best?.judgement ?? null;
  }
  return { ...judge(closest.sentence).judgement, answers: true };
}
