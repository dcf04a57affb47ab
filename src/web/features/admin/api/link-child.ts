import { staffDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** POST /api/admin/parents/:id/children: the parent becomes one of the child's two guardians. */
export const linkChild = ({ parentId, studentId }: { parentId: string; studentId: string }) =>
  fetchParsed(staffDetailSchema, `/api/admin/parents/${encodeURIComponent(parentId)}/children`, {
    method: 'POST',
    body: { studentId },
  });

export function useLinkChild() {
  return useInvalidatingMutation(linkChild, peopleKeys);
}
