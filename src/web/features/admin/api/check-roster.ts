import { useMutation } from '@tanstack/react-query';
import { type RosterDryRun, rosterDryRunSchema } from '@/shared/schemas/oneroster';
import { parseAnswer } from '@/web/lib/fetch-parsed';
import { type UploadOptions, uploadFile } from '@/web/lib/upload';

export interface RosterUpload {
  /** One zip, or the set's CSV files. */
  files: readonly File[];
  onUploadProgress?: UploadOptions['onUploadProgress'];
}

/** POST /api/admin/oneroster/dry-run: what the set would change, and every row it cannot take. */
export async function checkRoster({
  files,
  onUploadProgress,
}: RosterUpload): Promise<RosterDryRun> {
  const text = await uploadFile('/api/admin/oneroster/dry-run', files, { onUploadProgress });
  return parseAnswer(rosterDryRunSchema, JSON.parse(text));
}

export function useCheckRoster() {
  return useMutation({ mutationFn: checkRoster });
}
