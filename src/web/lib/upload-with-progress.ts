import type { z } from 'zod';
import { AppError } from '@/shared/errors';
import type { ProgressStreamLine } from '@/shared/schemas/progress-stream';
import { parseAnswer } from './fetch-parsed';
import { type UploadOptions, uploadFile } from './upload';

export interface ProgressUploadOptions extends Pick<UploadOptions, 'onUploadProgress'> {
  /** Rows written so far, as the server reports them while it writes. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * POST of a file (or files) to a route that answers NDJSON progress lines, then its result
 * (progressStreamLineSchema): reports the progress as it arrives and resolves with the result.
 */
export async function uploadWithProgress<R>(
  url: string,
  file: Blob | readonly File[],
  lineSchema: z.ZodType<ProgressStreamLine<R>>,
  { onUploadProgress, onProgress }: ProgressUploadOptions = {},
): Promise<R> {
  const lines = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.trim())
      .flatMap((line): ProgressStreamLine<R>[] => {
        let json: unknown;
        try {
          json = JSON.parse(line);
        } catch {
          return []; // a line still arriving
        }
        return [parseAnswer(lineSchema, json)];
      });
  const text = await uploadFile(url, file, {
    onUploadProgress,
    onText: (soFar) => {
      const last = lines(soFar).findLast((line) => line.type === 'progress');
      if (last?.type === 'progress') onProgress?.(last.done, last.total);
    },
  });
  const end = lines(text).at(-1);
  if (end?.type === 'done') return end.result;
  if (end?.type === 'error') {
    throw new AppError('INTERNAL', end.error.message, { details: end.error.details, status: 500 });
  }
  throw new AppError(
    'INTERNAL',
    'The import ended without a result. Check the user list, then try again.',
  );
}
