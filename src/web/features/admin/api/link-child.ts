import { useMutation } from '@tanstack/react-query';
import { staffDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatePeople } from './directory-keys';

/** POST /api/admin/parents/:id/children: the parent becomes one of the child's two guardians. */
export const linkChild = ({ parentId, studentId }: { parentId: string; studentId: string }) =>
  fetchParsed(staffDetailSchema, `/api/admin/parents/${encodeURIComponent(parentId)}/children`, {
    method: 'POST',
    body: { studentId },
  });

export function useLinkChild() {
  const invalidate = useInvalidatePeople();
  return useMutation({ mutationFn: linkChild, onSuccess: invalidate });
}
