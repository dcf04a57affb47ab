import { BoundedJobError, runBounded } from '../../platform/sandbox/run-bounded.ts';
import type * as OcrJob from './ocr-job.ts';

/**
 * Offline OCR in a child process of its own (ocr-job.ts), killed when the read takes longer than
 * its time or more than its memory: a hostile image never holds the server.
 */
export const OCR_TIMEOUT_MS = 30_000;
const OCR_MEMORY_MB = 768;
const OCR_JOB = new URL('./ocr-job.ts', import.meta.url);

export type OcrOutcome =
  | { status: 'read'; text: string; confidence: number }
  | { status: 'timed-out'; seconds: number }
  | { status: 'failed' };

/** The text Tesseract reads in an image (PNG or JPEG bytes), within `timeoutMs`. */
export async function readText(image: Uint8Array, timeoutMs = OCR_TIMEOUT_MS): Promise<OcrOutcome> {
  try {
    const read = await runBounded<typeof OcrJob, 'recognise'>(OCR_JOB, 'recognise', [image], {
      timeoutMs,
      memoryMb: OCR_MEMORY_MB,
    });
    return { status: 'read', ...read };
  } catch (error) {
    if (error instanceof BoundedJobError && error.reason === 'timed-out') {
      return { status: 'timed-out', seconds: Math.round(timeoutMs / 1000) };
    }
    return { status: 'failed' };
  }
}
