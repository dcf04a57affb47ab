import { useMutation } from '@tanstack/react-query';
import { type DryRunResult, type ImportKind, dryRunResultSchema } from '@/shared/schemas/imports';
import { parseAnswer } from '@/web/lib/fetch-parsed';
import { type UploadOptions, uploadFile } from '@/web/lib/upload';

export interface CheckImportInput {
  kind: ImportKind;
  file: File;
  onUploadProgress?: UploadOptions['onUploadProgress'];
}

/** POST /api/admin/imports/dry-run: the file's errors by line and column, and the plan. */
export async function checkImport({
  kind,
  file,
  onUploadProgress,
}: CheckImportInput): Promise<DryRunResult> {
  const text = await uploadFile(`/api/admin/imports/dry-run?kind=${kind}`, file, {
    onUploadProgress,
  });
  return parseAnswer(
    dryRunResultSchema,
    JSON.parse(text),
    'The server sent a check it could not read',
  );
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
