import { AppError } from '@/shared/errors';
import {
  type RosterImportResult,
  type RosterStreamLine,
  rosterStreamLineSchema,
} from '@/shared/schemas/oneroster';
import { parseAnswer } from '@/web/lib/fetch-parsed';
import { uploadFile } from '@/web/lib/upload';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import type { RosterUpload } from './check-roster';
import { peopleKeys } from './directory-keys';

const streamLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line): RosterStreamLine[] => {
      try {
        return [parseAnswer(rosterStreamLineSchema, JSON.parse(line))];
      } catch {
        return []; // a line still arriving
      }
    });

/** POST /api/admin/oneroster/import: one transaction; NDJSON progress lines, then the result. */
export async function runRosterImport({
  files,
  onUploadProgress,
  onProgress,
}: RosterUpload & {
  onProgress?: (done: number, total: number) => void;
}): Promise<RosterImportResult> {
  const text = await uploadFile('/api/admin/oneroster/import', files, {
    onUploadProgress,
    onText: (soFar) => {
      const last = streamLines(soFar).findLast((line) => line.type === 'progress');
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

export function useRunRosterImport() {
  return useInvalidatingMutation(runRosterImport, peopleKeys);
}
