import { z } from 'zod';

/**
 * A long write's answer as NDJSON (src/server/imports/reply-with-progress.ts): progress lines while
 * it writes, then the result or an error.
 */
export function progressStreamLineSchema<R extends z.ZodTypeAny>(resultSchema: R) {
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
    z.object({ type: z.literal('done'), result: resultSchema }),
    z.object({
      type: z.literal('error'),
      error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
    }),
  ]);
}

export type ProgressStreamLine<R> =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: R }
  | { type: 'error'; error: { code: string; message: string; details?: unknown } };
