import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@/shared/errors.ts';

export interface ProgressEvents {
  /** The work is checked and starts writing: the answer begins streaming. */
  start(total: number): void;
  progress(done: number, total: number): void;
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** The OpenAPI answer of a route that replies with progress: lines of this schema. */
export const progressResponse = <S>(lineSchema: S) => ({
  description: 'NDJSON: one of these lines per line',
  content: { 'application/x-ndjson': { schema: lineSchema } },
});

/**
 * An import's answer as NDJSON: {type:"progress",done,total} lines while it writes, then
 * {type:"done",result} or {type:"error",error}. A refusal before the writing starts is an ordinary
 * error answer (a 400 with its details).
 */
export async function replyWithProgress<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (events: ProgressEvents) => Promise<R>,
): Promise<FastifyReply> {
  const stream = new PassThrough();
  let streaming = false;
  try {
    const result = await work({
      start(total) {
        streaming = true;
        reply.type('application/x-ndjson; charset=utf-8').send(stream as never);
        stream.write(line({ type: 'progress', done: 0, total }));
      },
      progress(done, total) {
        stream.write(line({ type: 'progress', done, total }));
      },
    });
    stream.end(line({ type: 'done', result }));
  } catch (error) {
    if (!streaming) throw error;
    const known =
      error instanceof AppError && error.status < 500
        ? error
        : new AppError('INTERNAL', 'The import failed; nothing was written. Please try again.');
    if (known !== error) request.log.error({ err: error }, 'import failed');
    stream.end(line({ type: 'error', error: known.toBody().error }));
  }
  return reply;
}
