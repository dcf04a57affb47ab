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

export interface FakeOpenAi {
  baseUrl: string;
  calls: ReceivedCall[];
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

/**
 * An OpenAI-compatible server on 127.0.0.1 for tests: POST /chat/completions, streamed (SSE) or
 * not. Nothing leaves the machine.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const calls: ReceivedCall[] = [];
  const queue: Scripted[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
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
    script: (...answers) => void queue.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
