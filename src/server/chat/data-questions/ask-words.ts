/**
 * The words of a question as the parser reads them: lower case, contractions spelled out
 * ("who's" → who is, "hasn't" → has not), a possessive kept as a mark on its word ("Sam's" → sam
 * + possessive), class codes joined ("10-a", "10 A" after grade/class/year → "10a") and ISO dates
 * kept whole. Each token remembers whether it was written with a capital (a first name that is also
 * a word, "Grace", "Will", counts only when capitalised).
 */
export interface Token {
  word: string;
  /** As written, without a possessive or contraction. */
  raw: string;
  possessive: boolean;
  capital: boolean;
}

const IS_CONTRACTED = new Set([
  'who',
  'what',
  'how',
  'where',
  'when',
  'that',
  'it',
  'there',
  'here',
  'he',
  'she',
]);

const CLASS_WORD = String.raw`(?:grade|class|year|form|yr|gr)`;

export function tokenize(question: string): Token[] {
  const text = question
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\b(\d{1,2})\s*-\s*([a-zA-Z])\b/g, '$1$2')
    .replace(new RegExp(String.raw`\b(${CLASS_WORD})\s+(\d{1,2})\s+([a-zA-Z])\b`, 'gi'), '$1 $2$3');
  const tokens: Token[] = [];
  for (const match of text.matchAll(
    /\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|[\p{L}\p{N}]+(?:'[\p{L}]*)?/gu,
  )) {
    const written = match[0];
    const raw = written.replace(/'.*$/, '');
    const capital = /^\p{Lu}/u.test(written);
    const lower = written.toLowerCase();
    const apostrophe = lower.indexOf("'");
    if (apostrophe < 0) {
      tokens.push({ word: lower, raw, possessive: false, capital });
      continue;
    }
    const stem = lower.slice(0, apostrophe);
    const tail = lower.slice(apostrophe + 1);
    if (tail === 't' && stem.endsWith('n')) {
      const verb = stem === 'won' ? 'will' : stem === 'can' ? 'can' : stem.slice(0, -1);
      tokens.push(
        { word: verb, raw, possessive: false, capital },
        { word: 'not', raw: 'not', possessive: false, capital: false },
      );
    } else if (tail === 's' && IS_CONTRACTED.has(stem)) {
      tokens.push(
        { word: stem, raw, possessive: false, capital },
        { word: 'is', raw: 'is', possessive: false, capital: false },
      );
    } else if (tail === 's' || tail === '') {
      tokens.push({ word: stem, raw, possessive: true, capital });
    } else {
      tokens.push({ word: stem, raw, possessive: false, capital });
    }
  }
  return tokens;
}

/** Words that carry no slot: skipped when the parser looks for what is left over. */
export const FILLER = new Set(
  (
    'a an the of for in on at to by from with about and or is are was were be been being do does did ' +
    'has have had got get gets i me my we our us you your it its this that these those there what ' +
    'which who whom whose how when where why please can could would will shall should may might tell ' +
    'show give list let know see find check any all every some much many more most not no yes here ' +
    'now currently today so just also still yet up out into over than then them they he she his her ' +
    'him their one ones thing things kind sort like look looking want need school class classes ' +
    'subject subjects teacher teachers teaching teach teaches taught takes take taking runs student ' +
    'students pupil pupils kid kids child children son daughter boy girl year term name names ' +
    'group groups set sets lesson lessons'
  ).split(/\s+/),
);

/** Levenshtein distance with an early stop: more than `most` edits answers most + 1. */
export function editDistance(a: string, b: string, most = 2): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > most) return most + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** Whether a word is close enough to a known one to be taken for it (a typo, not another word). */
export const nearly = (word: string, known: string) =>
  word === known ||
  (known.length >= 5 && word.length >= 5 && editDistance(word, known, 1) <= 1) ||
  (known.length >= 8 && word.length >= 8 && editDistance(word, known, 2) <= 2);
