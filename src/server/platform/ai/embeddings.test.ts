import { BUILTIN_EMBEDDINGS_MODEL } from './builtin-embeddings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, embeddingsConfig, parseEnv } from '../../config.ts';
import { EMBED_BATCH, EmbeddingsError, embed } from './embeddings.ts';
import { fakeEmbedding, startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';

const fast = { timeoutMs: 2000, maxRetries: 0 };

describe('embeddings client', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => fake?.close());
  const config = () => ({ baseUrl: fake.baseUrl, apiKey: 'sk-e', model: 'embed-m' });

  it('embeds texts in order, EMBED_BATCH per request', async () => {
    const texts = Array.from({ length: EMBED_BATCH + 1 }, (_, i) => `text number ${i}`);
    const before = fake.embeddingCalls.length;
    const vectors = await embed(config(), texts, fast);
    expect(vectors).toEqual(texts.map(fakeEmbedding));
    const calls = fake.embeddingCalls.slice(before);
    expect(calls.map((c) => [c.body.model, c.body.encoding_format, c.body.input.length])).toEqual([
      ['embed-m', 'float', EMBED_BATCH],
      ['embed-m', 'float', 1],
    ]);
    expect(calls[0]!.body.dimensions).toBeUndefined();
    await embed({ ...config(), dimensions: 64 }, ['short'], fast);
    expect(fake.embeddingCalls.at(-1)!.body.dimensions).toBe(64);
  });

  it('fails in plain words on an error status or malformed vectors', async () => {
    fake.scriptEmbeddings({ status: 404 });
    await expect(embed(config(), ['a'], fast)).rejects.toThrow(
      "The embeddings endpoint does not know the model 'embed-m': check EMBEDDINGS_MODEL.",
    );
    fake.scriptEmbeddings({ embed: (text) => (text === 'b' ? [1, 2] : [1, 2, 3]) });
    await expect(embed(config(), ['a', 'b'], fast)).rejects.toThrow(EmbeddingsError);
    fake.scriptEmbeddings({ embed: () => [0, 0] });
    await expect(embed(config(), ['a'], fast)).rejects.toThrow('malformed vectors');
  });
});

describe('embeddings configuration', () => {
  const env = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...vars });

  it('is the built-in model without EMBEDDINGS_MODEL (no key, no network), and off with off', () => {
    const builtin = { builtin: true, baseUrl: '', apiKey: '', model: BUILTIN_EMBEDDINGS_MODEL };
    expect(embeddingsConfig(env({ OPENAI_API_KEY: 'sk-o' }))).toEqual(builtin);
    expect(embeddingsConfig(env({ EMBEDDINGS_MODEL: 'builtin' }))).toEqual(builtin);
    expect(
      embeddingsConfig(env({ EMBEDDINGS_MODEL: 'off', OPENAI_API_KEY: 'sk-o' })),
    ).toBeUndefined();
  });

  it("falls back to OpenAI's base URL and key", () => {
    expect(
      embeddingsConfig(env({ EMBEDDINGS_MODEL: 'text-embedding-3-small', OPENAI_API_KEY: 'sk-o' })),
    ).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-o',
      model: 'text-embedding-3-small',
      dimensions: undefined,
    });
  });

  it('takes its own endpoint; a local one needs no key', () => {
    expect(
      embeddingsConfig(
        env({
          EMBEDDINGS_MODEL: 'nomic-embed-text',
          EMBEDDINGS_BASE_URL: 'http://127.0.0.1:11434/v1',
        }),
      ),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'none',
      model: 'nomic-embed-text',
      dimensions: undefined,
    });
  });

  it('asks for fewer dimensions when told', async () => {
    const vars = { EMBEDDINGS_MODEL: 'text-embedding-3-small', OPENAI_API_KEY: 'sk-o' };
    expect(embeddingsConfig(env({ ...vars, EMBEDDINGS_DIMENSIONS: '256' }))?.dimensions).toBe(256);
    expect(() => env({ ...vars, EMBEDDINGS_DIMENSIONS: '0' })).toThrow(
      'EMBEDDINGS_DIMENSIONS must be 1 or more',
    );
  });

  it('refuses OpenAI without a key', () => {
    expect(() => embeddingsConfig(env({ EMBEDDINGS_MODEL: 'text-embedding-3-small' }))).toThrow(
      ConfigError,
    );
  });
});
