import { useMutation } from '@tanstack/react-query';
import { staffDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatePeople } from './directory-keys';

/** DELETE /api/admin/parents/:id/children/:studentId. */
export const unlinkChild = ({ parentId, studentId }: { parentId: string; studentId: string }) =>
  fetchParsed(
    staffDetailSchema,
    `/api/admin/parents/${encodeURIComponent(parentId)}/children/${encodeURIComponent(studentId)}`,
    { method: 'DELETE' },
  );

export function useUnlinkChild() {
  const invalidate = useInvalidatePeople();
  return useMutation({ mutationFn: unlinkChild, onSuccess: invalidate });
}
