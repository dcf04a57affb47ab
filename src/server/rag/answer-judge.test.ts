import { describe, expect, it, vi } from 'vitest';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { wordReader } from './answer-judge.ts';

const read = vi.hoisted(() => ({ texts: [] as string[][], lexemes: [] as string[][] }));
vi.mock('./answer-sentence.queries.ts', () => ({
  lexemesOf: (_tx: unknown, texts: string[]) => {
    read.texts.push(texts);
    return Promise.resolve(texts.map((text) => text.toLowerCase().split(' ')));
  },
  documentFrequencies: (_tx: unknown, lexemes: string[]) => {
    read.lexemes.push(lexemes);
    return Promise.resolve({ chunks: 10, df: new Map(lexemes.map((lexeme) => [lexeme, 2])) });
  },
}));

const scope = { asCaller: (work: (tx: unknown) => unknown) => work({}) } as unknown as RequestScope;
const wanted = (lexemesOf: (text: string) => string[]) => lexemesOf('Bus pass');

describe('wordReader', () => {
  it('asks the database only for texts and words it has not read for this question', async () => {
    const words = wordReader(scope);
    await words(['Bus pass', 'The bus leaves at 4 pm'], wanted);
    const again = await words(['Bus pass', 'A new line'], wanted);
    expect(read.texts).toEqual([['Bus pass', 'The bus leaves at 4 pm'], ['A new line']]);
    expect(read.lexemes).toEqual([['bus', 'pass']]);
    expect(again.lexemesOf('The bus leaves at 4 pm')).toEqual([
      'the',
      'bus',
      'leaves',
      'at',
      '4',
      'pm',
    ]);
    expect(again.chunks).toBe(10);
    expect(again.df.get('pass')).toBe(2);
  });
});
