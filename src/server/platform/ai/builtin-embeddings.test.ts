import { afterAll, describe, expect, it } from 'vitest';
import { embedBuiltin, stopBuiltinEmbedder } from './builtin-embeddings.ts';
import { cosine } from './embeddings.ts';

// The real model, in its own process: loads from the npm package, no network.
describe('the built-in embeddings model', () => {
  afterAll(() => stopBuiltinEmbedder(true));

  it('embeds each text as 512 numbers, closer for the same meaning in other words', async () => {
    const [question, photographs, lunch] = await embedBuiltin(
      [
        'When is picture day?',
        'School photographs will be taken on Tuesday 8 December.',
        'From January the price of a school lunch goes up to 2.60 dollars a day.',
      ],
      60_000,
    );
    expect(question).toHaveLength(512);
    expect(cosine(question!, photographs!)).toBeGreaterThan(cosine(question!, lunch!) + 0.1);
  }, 90_000);

  it('kills a model that does not answer in time, and the next request starts a fresh one', async () => {
    await expect(embedBuiltin(['a slow request'], 1)).rejects.toThrow(
      'The built-in embeddings model did not answer in 1 ms.',
    );
    const [vector] = await embedBuiltin(['and a new one answers'], 60_000);
    expect(vector).toHaveLength(512);
  }, 90_000);

  it('embeds more texts than one pass of the model holds, in order', async () => {
    const texts = Array.from({ length: 20 }, (_, i) => `sentence number ${i}`);
    const vectors = await embedBuiltin(texts, 60_000);
    const [single] = await embedBuiltin([texts[17]!], 60_000);
    expect(vectors).toHaveLength(20);
    expect(cosine(vectors[17]!, single!)).toBeGreaterThan(0.999);
  }, 90_000);
});
