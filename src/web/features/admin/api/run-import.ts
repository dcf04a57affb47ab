import { AppError } from '@/shared/errors';
import {
  type ImportKind,
  type ImportResult,
  type ImportStreamLine,
  importStreamLineSchema,
} from '@/shared/schemas/imports';
import { parseAnswer } from '@/web/lib/fetch-parsed';
import { type UploadOptions, uploadFile } from '@/web/lib/upload';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export interface RunImportInput {
  kind: ImportKind;
  file: File;
  onUploadProgress?: UploadOptions['onUploadProgress'];
  /** Rows written so far, as the server reports them while it imports. */
  onProgress?: (done: number, total: number) => void;
}

const streamLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line): ImportStreamLine[] => {
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        return []; // a line still arriving
      }
      return [parseAnswer(importStreamLineSchema, json)];
    });

/** POST /api/admin/imports: writes the file in one transaction; answers NDJSON progress lines. */
export async function runImport({
  kind,
  file,
  onUploadProgress,
  onProgress,
}: RunImportInput): Promise<ImportResult> {
  const text = await uploadFile(`/api/admin/imports?kind=${kind}`, file, {
    onUploadProgress,
    onText: (so_far) => {
      const last = streamLines(so_far).findLast((line) => line.type === 'progress');
      if (last?.type === 'progress') onProgress?.(last.done, last.total);
    },
  });
  const end = streamLines(text).at(-1);
  if (end?.type === 'done') return end.result;
  if (end?.type === 'error') {
    throw new AppError('INTERNAL', end.error.message, { details: end.error.details, status: 500 });
  }
  throw new AppError(
    'INTERNAL',
    'The import ended without a result. Check the user list, then try again.',
  );
}

export function useRunImport() {
  return useInvalidatingMutation(runImport, peopleKeys);
}
