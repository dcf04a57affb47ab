import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { assignmentsKeys } from './assignments-keys';

export const deleteAssignment = (id: string) =>
  fetchParsed(noContentSchema, `/api/teacher/assignments/${id}`, { method: 'DELETE' });

/** DELETE /api/teacher/assignments/:id: drafts only. */
export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKeys.all }),
  });
}
