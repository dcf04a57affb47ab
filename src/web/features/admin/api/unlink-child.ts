import { staffDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** DELETE /api/admin/parents/:id/children/:studentId. */
export const unlinkChild = ({ parentId, studentId }: { parentId: string; studentId: string }) =>
  fetchParsed(
    staffDetailSchema,
    `/api/admin/parents/${encodeURIComponent(parentId)}/children/${encodeURIComponent(studentId)}`,
    { method: 'DELETE' },
  );

export function useUnlinkChild() {
  return useInvalidatingMutation(unlinkChild, peopleKeys);
}
