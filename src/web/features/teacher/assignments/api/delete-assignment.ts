import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export const deleteAssignment = (id: string) =>
  fetchParsed(noContentSchema, `/api/teacher/assignments/${id}`, { method: 'DELETE' });

/** DELETE /api/teacher/assignments/:id: drafts only. */
export function useDeleteAssignment() {
  return useInvalidatingMutation(deleteAssignment, [assignmentsKeys.all]);
}
