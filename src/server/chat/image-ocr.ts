import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker, type WorkerOptions } from 'tesseract.js';

/**
 * Offline OCR (English) with tesseract.js. The language data is read from the installed
 * @tesseract.js-data/eng package and never downloaded; nothing is cached to disk. One worker is
 * started on first use (about a second and a half) and kept for the next images; it stops after
 * a while unused, when a read takes too long, and when the server closes.
 */

export const OCR_TIMEOUT_MS = 30_000;
const IDLE_MS = 5 * 60_000;

export type OcrOutcome =
  | { status: 'read'; text: string; confidence: number }
  | { status: 'timed-out'; seconds: number }
  | { status: 'failed' };

const require = createRequire(import.meta.url);

/** The worker's options: the package's own folder for the data (LSTM model, gzipped), no cache. */
export function ocrWorkerOptions(): Partial<WorkerOptions> {
  const folder = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return {
    langPath: path.join(folder, '4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
  };
}

let worker: Promise<Worker> | null = null;
let idle: NodeJS.Timeout | undefined;

async function startWorker(): Promise<Worker> {
  const started = await createWorker('eng', OEM.LSTM_ONLY, {
    ...ocrWorkerOptions(),
    // A failed read rejects its own promise; without a handler tesseract.js also throws it uncaught.
    errorHandler: () => undefined,
  });
  // The images are not scanned pages: say a resolution rather than have Tesseract warn about it.
  await started.setParameters({ user_defined_dpi: '300' });
  return started;
}

/** Stops the worker, if one runs (the next read starts a new one). */
export async function closeOcr(): Promise<void> {
  clearTimeout(idle);
  const running = worker;
  worker = null;
  if (!running) return;
  await running.then((w) => w.terminate()).catch(() => undefined);
}

function stopWhenIdle() {
  if (!worker) return;
  idle = setTimeout(() => void closeOcr(), IDLE_MS);
  idle.unref();
}

function timeOut(ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), ms);
  });
  return { expired, cancel: () => clearTimeout(timer) };
}

/** The text Tesseract reads in an image (PNG or JPEG bytes), within `timeoutMs`. */
export async function readText(image: Buffer, timeoutMs = OCR_TIMEOUT_MS): Promise<OcrOutcome> {
  clearTimeout(idle);
  worker ??= startWorker();
  const current = worker;
  const timer = timeOut(timeoutMs);
  try {
    const result = await Promise.race([current.then((w) => w.recognize(image)), timer.expired]);
    if (result === 'timed-out') {
      // The worker is busy with this image: stop it so the next one does not queue behind it.
      if (worker === current) await closeOcr();
      return { status: 'timed-out', seconds: Math.round(timeoutMs / 1000) };
    }
    return { status: 'read', text: result.data.text, confidence: result.data.confidence };
  } catch {
    if (worker === current) await closeOcr();
    return { status: 'failed' };
  } finally {
    timer.cancel();
    stopWhenIdle();
  }
}
