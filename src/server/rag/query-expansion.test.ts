import { describe, expect, it } from 'vitest';
import { SYNONYM_WEIGHT, questionWords, searchTerms } from './query-expansion.ts';

describe('searchTerms', () => {
  it('makes each question word a group of its own at full weight', () => {
    expect(searchTerms('Where is Room 12?', { synonyms: false })).toEqual([
      { group: 0, text: 'where', weight: 1 },
      { group: 1, text: 'is', weight: 1 },
      { group: 2, text: 'room', weight: 1 },
      { group: 3, text: '12', weight: 1 },
    ]);
  });

  it("adds a word's synonyms to its group at a lower weight, plurals and -ing forms included", () => {
    const terms = searchTerms('Paying fees');
    expect(terms).toContainEqual({ group: 1, text: 'tuition', weight: SYNONYM_WEIGHT });
    expect(terms).toContainEqual({ group: 0, text: 'invoice', weight: SYNONYM_WEIGHT });
    expect(terms.filter((t) => t.weight === 1).map((t) => t.text)).toEqual(['paying', 'fees']);
  });

  it('brings in the group of a phrase found in the question as a group of its own', () => {
    const terms = searchTerms('Can we get our money back?');
    const refund = terms.find((t) => t.text === 'refund');
    expect(refund).toEqual({ group: 6, text: 'refund', weight: SYNONYM_WEIGHT });
  });

  it.each([
    ['How long after a tummy bug can she come back?', 'sickness'],
    ["My son won't be in today, who do I tell?", 'absence'],
    ['Where can I buy a new jumper?', 'uniform'],
    ['Who do I talk to about child protection?', 'safeguarding'],
    ["What's the number for the front desk?", 'office'],
  ])('an everyday wording brings in the words a school writes: %s', (question, word) => {
    expect(searchTerms(question).map((t) => t.text)).toContain(word);
  });

  it('splits on punctuation and keeps hyphenated words', () => {
    expect(questionWords("What's the after-school club's fee?!")).toEqual([
      "what's",
      'the',
      'after-school',
      "club's",
      'fee',
    ]);
  });
});
