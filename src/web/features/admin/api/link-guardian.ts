import { studentDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** POST /api/admin/students/:id/guardians: a parent becomes the student's guardian (two at most). */
export const linkGuardian = ({ studentId, parentId }: { studentId: string; parentId: string }) =>
  fetchParsed(
    studentDetailSchema,
    `/api/admin/students/${encodeURIComponent(studentId)}/guardians`,
    {
      method: 'POST',
      body: { parentId },
    },
  );

export function useLinkGuardian() {
  return useInvalidatingMutation(linkGuardian, peopleKeys);
}
