import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type WorkerOptions } from 'tesseract.js';

/**
 * Offline OCR (English) with tesseract.js, run in a child process by readText (image-ocr.ts). The
 * language data is read from the installed @tesseract.js-data/eng package and never downloaded;
 * nothing is cached to disk.
 */

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

/** The text Tesseract reads in an image (PNG or JPEG bytes) and its confidence (0..100). */
export async function recognise(image: Uint8Array): Promise<{ text: string; confidence: number }> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    ...ocrWorkerOptions(),
    // A failed read rejects its own promise; without a handler tesseract.js also throws it uncaught.
    errorHandler: () => undefined,
  });
  try {
    // The images are not scanned pages: say a resolution rather than have Tesseract warn about it.
    await worker.setParameters({ user_defined_dpi: '300' });
    const { data } = await worker.recognize(Buffer.from(image));
    return { text: data.text, confidence: data.confidence };
  } finally {
    await worker.terminate();
  }
}
