import OpenAI from 'openai';
import type { EmbeddingsConfig } from '../../config.ts';
import { embedBuiltin } from './builtin-embeddings.ts';

/** Texts per request to the embeddings endpoint. */
export const EMBED_BATCH = 64;

export interface EmbedOptions {
  /** Per request, in milliseconds. */
  timeoutMs: number;
  /** Retries on 408, 429 and 5xx, with backoff (the openai package's). */
  maxRetries: number;
}

/** At ingest: as patient as a chat call. */
export const INGEST_EMBED: EmbedOptions = { timeoutMs: 60_000, maxRetries: 2 };
/** For a question: someone is waiting, and lexical search answers without it. */
export const QUERY_EMBED: EmbedOptions = { timeoutMs: 10_000, maxRetries: 1 };

/** An embeddings call that failed, in words an operator can act on (never the key). */
export class EmbeddingsError extends Error {
  override name = 'EmbeddingsError';
}

const clients = new WeakMap<EmbeddingsConfig, OpenAI>();

function clientFor(config: EmbeddingsConfig): OpenAI {
  let client = clients.get(config);
  if (!client) {
    client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl });
    clients.set(config, client);
  }
  return client;
}

function describe(config: EmbeddingsConfig, error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return `The embeddings endpoint at ${config.baseUrl} did not answer in time.`;
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return `The embeddings endpoint at ${config.baseUrl} could not be reached.`;
  }
  if (error instanceof OpenAI.APIError) {
    if (error.status === 401 || error.status === 403) {
      return 'The embeddings endpoint refused the key: check EMBEDDINGS_API_KEY.';
    }
    if (error.status === 404) {
      return `The embeddings endpoint does not know the model '${config.model}': check EMBEDDINGS_MODEL.`;
    }
    return `The embeddings endpoint answered with status ${error.status ?? 'unknown'}.`;
  }
  return error instanceof Error ? error.message : 'The embeddings call failed.';
}

/**
 * The embedding of each text, in order: by the built-in model, or asked of the endpoint
 * EMBED_BATCH texts at a time. Throws an EmbeddingsError if any request fails or an answer is not
 * one finite vector per text, all of one length.
 */
export async function embed(
  config: EmbeddingsConfig,
  texts: string[],
  options: EmbedOptions,
): Promise<number[][]> {
  const vectors = config.builtin
    ? await embedBuiltin(texts, options.timeoutMs).catch((error: unknown) => {
        throw new EmbeddingsError(error instanceof Error ? error.message : String(error), {
          cause: error,
        });
      })
    : await embedByEndpoint(config, texts, options);
  const length = vectors[0]?.length ?? 0;
  const wellFormed =
    vectors.length === texts.length &&
    vectors.every(
      (v) =>
        Array.isArray(v) &&
        v.length === length &&
        length > 0 &&
        v.every((x) => Number.isFinite(x)) &&
        v.some((x) => x !== 0),
    );
  if (!wellFormed) {
    throw new EmbeddingsError('The embeddings endpoint returned malformed vectors.');
  }
  return vectors;
}

async function embedByEndpoint(
  config: EmbeddingsConfig,
  texts: string[],
  options: EmbedOptions,
): Promise<number[][]> {
  const client = clientFor(config);
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    const batch = texts.slice(start, start + EMBED_BATCH);
    let data: { index: number; embedding: number[] }[];
    try {
      const response = await client.embeddings.create(
        // 'float': local servers (Ollama, llama.cpp) do not all speak base64.
        {
          model: config.model,
          input: batch,
          encoding_format: 'float',
          ...(config.dimensions ? { dimensions: config.dimensions } : {}),
        },
        { timeout: options.timeoutMs, maxRetries: options.maxRetries },
      );
      data = response.data;
    } catch (error) {
      throw new EmbeddingsError(describe(config, error), { cause: error });
    }
    const ordered = [...data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
    if (ordered.length !== batch.length) {
      throw new EmbeddingsError(
        `The embeddings endpoint returned ${ordered.length} vectors for ${batch.length} texts.`,
      );
    }
    vectors.push(...ordered);
  }
  return vectors;
}

/** Cosine similarity of two vectors of one length (what app_embedding_similarity computes in SQL). */
export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return aa === 0 || bb === 0 ? 0 : dot / Math.sqrt(aa * bb);
}
