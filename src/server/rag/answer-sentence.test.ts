import { describe, expect, it } from 'vitest';
import {
  judgeSentences,
  passageWordScores,
  SEMANTIC_ANSWER,
  type Sentence,
} from './answer-sentence.ts';

// 'When is picture day?' against sentences that share none of its words.
const question = 'When is picture day?';
const groups = [{ lexemes: new Map([['pictur', 1]]) }, { lexemes: new Map([['day', 1]]) }];
const sentence = (text: string, lexemes: string[], passage = 0): Sentence => ({
  text,
  passage,
  lexemes,
  heading: [],
});
const photographs = sentence('School photographs will be taken on Tuesday 8 December.', [
  'school',
  'photograph',
  'taken',
  'tuesday',
  'decemb',
]);
const lunch = sentence('From January a school lunch costs 2.60 dollars.', ['januari', 'lunch']);
const base = {
  question,
  groups,
  sentences: [lunch, photographs],
  idf: () => 1,
  // 'day' is a word of the documents; 'picture' is not.
  known: (lexeme: string) => lexeme === 'day',
};

describe('judgeSentences with closeness in meaning', () => {
  it('by words alone finds nothing to lead with', () => {
    expect(judgeSentences(base)).toBeNull();
  });

  it('answers with the closest sentence of the kind asked when it is close enough', () => {
    const judged = judgeSentences({ ...base, similarity: [0.2, SEMANTIC_ANSWER + 0.1] });
    expect(judged?.answers).toBe(true);
    expect(judged?.sentence.text).toBe(photographs.text);
  });

  it('does not answer below the threshold', () => {
    const judged = judgeSentences({ ...base, similarity: [0.2, SEMANTIC_ANSWER - 0.05] });
    expect(judged?.answers ?? false).toBe(false);
  });

  it('never answers with a sentence that lacks the kind of fact asked for', () => {
    // 'When' asks for a time or date: a close sentence without one does not answer.
    const undated = sentence('Photographs of every class are taken by a professional.', [
      'photograph',
      'class',
    ]);
    const judged = judgeSentences({ ...base, sentences: [undated], similarity: [0.9] });
    expect(judged?.answers ?? false).toBe(false);
  });

  it('lets closeness decide where the words are mostly unknown to the documents', async () => {
    // Three of the four words are no document's: by words, the question is about something else.
    const question = { ...base, question: 'When are the class photos taken, at what date?' };
    const unknownWords = [
      ...groups,
      { lexemes: new Map([['photo', 1]]) },
      { lexemes: new Map([['class', 1]]) },
    ];
    const byWords = judgeSentences({ ...question, groups: unknownWords, similarity: null });
    expect(byWords?.answers ?? false).toBe(false);
    const byMeaning = judgeSentences({ ...question, groups: unknownWords, similarity: [0.1, 0.6] });
    expect(byMeaning?.answers).toBe(true);
    expect(byMeaning?.sentence.text).toBe(photographs.text);
  });
});

describe('passageWordScores', () => {
  const dated = sentence('Picture day is on Tuesday 8 December.', ['pictur', 'day', 'tuesday'], 1);
  const undated = sentence('Every day starts at the gate.', ['day', 'gate'], 0);
  const input = { ...base, known: () => true, sentences: [undated, lunch, dated] };

  it('scores each passage by its best sentence, whatever its place', () => {
    const [first, second, third] = passageWordScores(input, 3);
    // The second passage's sentence holds both words and the date asked for; the first, one word.
    expect(second).toBeGreaterThan(first!);
    expect(first).toBeGreaterThan(0);
    expect(third).toBe(0);
  });

  it('gives nothing to a passage none of whose sentences holds a word of the question', () => {
    expect(passageWordScores({ ...input, sentences: [lunch] }, 2)).toEqual([0, 0]);
  });
});
