import {
  type ImportKind,
  type ImportResult,
  importStreamLineSchema,
} from '@/shared/schemas/imports';
import { type ProgressUploadOptions, uploadWithProgress } from '@/web/lib/upload-with-progress';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { peopleKeys } from './directory-keys';

export interface RunImportInput extends ProgressUploadOptions {
  kind: ImportKind;
  file: File;
}

/** POST /api/admin/imports: writes the file in one transaction; answers NDJSON progress lines. */
export function runImport({ kind, file, ...progress }: RunImportInput): Promise<ImportResult> {
  return uploadWithProgress(
    `/api/admin/imports?kind=${kind}`,
    file,
    importStreamLineSchema,
    progress,
  );
}

export function useRunImport() {
  return useInvalidatingMutation(runImport, peopleKeys);
}
