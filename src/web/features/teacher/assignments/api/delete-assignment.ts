import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { assignmentsKeys } from './assignments-keys';

export const deleteAssignment = (id: string) =>
  authorizedFetch<null>(`/api/teacher/assignments/${id}`, { method: 'DELETE' });

/** DELETE /api/teacher/assignments/:id: drafts only. */
export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentsKeys.all }),
  });
}
