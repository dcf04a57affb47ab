import { studentDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** DELETE /api/admin/students/:id/guardians/:parentId. */
export const unlinkGuardian = ({ studentId, parentId }: { studentId: string; parentId: string }) =>
  fetchParsed(
    studentDetailSchema,
    `/api/admin/students/${encodeURIComponent(studentId)}/guardians/${encodeURIComponent(parentId)}`,
    { method: 'DELETE' },
  );

export function useUnlinkGuardian() {
  return useInvalidatingMutation(unlinkGuardian, peopleKeys);
}
