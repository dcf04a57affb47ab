import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: enough to check model, messages, image parts and the key sent. */
export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string | { type: string; [key: string]: unknown }[] }[];
  };
}

/** A scripted answer: an error status (429, 500 …) or a reply text. */
export type Scripted = { status: number } | { reply: string };

/** A POST /embeddings the fake received. */
export interface ReceivedEmbeddingCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model: string; input: string | string[]; encoding_format?: string; dimensions?: number };
}

/** A scripted embeddings answer: an error status, or vectors from this function. */
export type ScriptedEmbedding = { status: number } | { embed: (text: string) => number[] };

export interface FakeOpenAi {
  baseUrl: string;
  calls: ReceivedCall[];
  /** POST /embeddings calls, in order (kept apart: their body has no messages). */
  embeddingCalls: ReceivedEmbeddingCall[];
  /** Answers the next embeddings calls in order; afterwards with fakeEmbedding. */
  scriptEmbeddings(...answers: ScriptedEmbedding[]): void;
  /** Answers the next calls in order; afterwards each call is echoed ("Echo: <last text>"). */
  script(...answers: Scripted[]): void;
  close(): Promise<void>;
}

function lastText(body: ReceivedCall['body']): string {
  const content = body.messages.at(-1)?.content;
  if (typeof content === 'string') return content;
  const text = content?.find((part) => part.type === 'text');
  return typeof text?.text === 'string' ? text.text : '';
}

export const FAKE_EMBEDDING_BUCKETS = 256;

/**
 * Words the fake embedding treats as one meaning (one dimension each, after the hash buckets): a
 * little semantics a bag of words lacks, for tests. Written for the tests, not from the RAG
 * evaluation set.
 */
export const FAKE_CONCEPTS: readonly (readonly string[])[] = [
  ['dog', 'puppy', 'cat', 'kitten', 'pet', 'animal', 'hamster', 'rabbit'],
  ['child', 'kid', 'pupil', 'son', 'daughter', 'student', 'youngster'],
  ['car', 'vehicle', 'drive', 'driving', 'parking', 'motorist'],
  ['rain', 'raining', 'umbrella', 'wet', 'downpour'],
  ['phone', 'call', 'ring', 'telephone'],
  ['money', 'cost', 'price', 'fee', 'pay', 'expensive', 'cheap'],
];

const FAKE_STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how i if in is it my of on or our so that the their there this to was we what when where which who will with you your'.split(
    ' ',
  ),
);

function fakeStem(word: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

const conceptOf = new Map(
  FAKE_CONCEPTS.flatMap((words, index) => words.map((word) => [fakeStem(word), index] as const)),
);

/**
 * The fake's deterministic embedding: a bag of stemmed words (stop words dropped) hashed into
 * FAKE_EMBEDDING_BUCKETS dimensions, the words of a FAKE_CONCEPTS group sharing one dimension
 * after them. Texts without any word get a vector with a 1 in its last dimension.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_BUCKETS + FAKE_CONCEPTS.length + 1).fill(0);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  let counted = 0;
  for (const word of words) {
    if (FAKE_STOP_WORDS.has(word)) continue;
    const stem = fakeStem(word);
    const concept = conceptOf.get(stem);
    let dimension: number;
    if (concept !== undefined) dimension = FAKE_EMBEDDING_BUCKETS + concept;
    else {
      let hash = 2166136261;
      for (const char of stem) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
      dimension = (hash >>> 0) % FAKE_EMBEDDING_BUCKETS;
    }
    vector[dimension]! += 1;
    counted++;
  }
  if (counted === 0) vector[vector.length - 1] = 1;
  return vector;
}

/**
 * An OpenAI-compatible server on 127.0.0.1 for tests: POST /chat/completions, streamed (SSE) or
 * not, and POST /embeddings (fakeEmbedding, or scripted). Nothing leaves the machine.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const calls: ReceivedCall[] = [];
  const queue: Scripted[] = [];
  const embeddingCalls: ReceivedEmbeddingCall[] = [];
  const embeddingQueue: ScriptedEmbedding[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.endsWith('/embeddings')) {
        const body = JSON.parse(raw) as ReceivedEmbeddingCall['body'];
        embeddingCalls.push({ path: request.url, headers: request.headers, body });
        const next = embeddingQueue.shift() ?? { embed: fakeEmbedding };
        if ('status' in next) {
          response.writeHead(next.status, {
            'content-type': 'application/json',
            'retry-after-ms': '5',
          });
          return response.end(JSON.stringify({ error: { message: `scripted ${next.status}` } }));
        }
        const inputs = Array.isArray(body.input) ? body.input : [body.input];
        const data = inputs.map((text, index) => {
          const vector = next.embed(text);
          const embedding =
            body.encoding_format === 'base64'
              ? Buffer.from(new Float32Array(vector).buffer).toString('base64')
              : vector;
          return { object: 'embedding', index, embedding };
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({
            object: 'list',
            data,
            model: body.model,
            usage: { prompt_tokens: 0, total_tokens: 0 },
          }),
        );
      }
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { message: 'no such route' } }));
      }
      const body = JSON.parse(raw) as ReceivedCall['body'];
      calls.push({ path: request.url, headers: request.headers, body });
      const next = queue.shift() ?? { reply: `Echo: ${lastText(body)}` };
      if ('status' in next) {
        // retry-after-ms keeps the client's backoff short in tests.
        response.writeHead(next.status, {
          'content-type': 'application/json',
          'retry-after-ms': '5',
        });
        return response.end(JSON.stringify({ error: { message: `scripted ${next.status}` } }));
      }
      const base = { id: 'chatcmpl-fake', created: 0, model: body.model };
      if (!body.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: next.reply },
              },
            ],
          }),
        );
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = next.reply.match(/.{1,8}/gs) ?? [];
      for (const piece of pieces) {
        const chunk = {
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    embeddingCalls,
    scriptEmbeddings: (...answers) => void embeddingQueue.push(...answers),
    script: (...answers) => void queue.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
