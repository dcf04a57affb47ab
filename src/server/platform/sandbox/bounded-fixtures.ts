import { plainFieldError } from '../http/field-error.ts';

/** Jobs for run-bounded.test.ts: each behaves as one kind of hostile or broken input would. */

export const echo = (text: string, data: Uint8Array) => ({ text, bytes: data.length });

export function refuse(message: string): never {
  throw plainFieldError('file', message, { code: 'PAYLOAD_TOO_LARGE' });
}

export function crash(): never {
  throw new Error('something inside broke');
}

/** Never returns. */
export function spin(): never {
  for (;;) {
    // busy
  }
}

/** Fills V8's heap. */
export function hoard(): number {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `item ${i} ${kept.length}`));
}

/** Holds native memory (buffers outside V8's heap), as a decompression bomb does. */
export async function bigBuffers(): Promise<number> {
  const kept: Buffer[] = [];
  for (;;) {
    kept.push(Buffer.alloc(64 * 1024 * 1024, 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
