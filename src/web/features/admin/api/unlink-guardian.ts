import { useMutation } from '@tanstack/react-query';
import { studentDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatePeople } from './directory-keys';

/** DELETE /api/admin/students/:id/guardians/:parentId. */
export const unlinkGuardian = ({ studentId, parentId }: { studentId: string; parentId: string }) =>
  fetchParsed(
    studentDetailSchema,
    `/api/admin/students/${encodeURIComponent(studentId)}/guardians/${encodeURIComponent(parentId)}`,
    { method: 'DELETE' },
  );

export function useUnlinkGuardian() {
  const invalidate = useInvalidatePeople();
  return useMutation({ mutationFn: unlinkGuardian, onSuccess: invalidate });
}
