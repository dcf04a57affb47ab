import { type RosterImportResult, rosterStreamLineSchema } from '@/shared/schemas/oneroster';
import { type ProgressUploadOptions, uploadWithProgress } from '@/web/lib/upload-with-progress';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import type { RosterUpload } from './check-roster';
import { peopleKeys } from './directory-keys';

/** POST /api/admin/oneroster/import: one transaction; NDJSON progress lines, then the result. */
export function runRosterImport({
  files,
  ...progress
}: RosterUpload & ProgressUploadOptions): Promise<RosterImportResult> {
  return uploadWithProgress('/api/admin/oneroster/import', files, rosterStreamLineSchema, progress);
}

export function useRunRosterImport() {
  return useInvalidatingMutation(runRosterImport, peopleKeys);
}
