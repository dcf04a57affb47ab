import { useMutation } from '@tanstack/react-query';
import { AppError } from '@/shared/errors';
import { type DryRunResult, type ImportKind, dryRunResultSchema } from '@/shared/schemas/imports';
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
  const parsed = dryRunResultSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new AppError('INTERNAL', 'The server sent a check it could not read');
  return parsed.data;
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
