import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { classesKeys } from './classes-keys';

export const deleteClass = (id: string) =>
  authorizedFetch<{ id: string }>(`/api/admin/classes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** DELETE /api/admin/classes/:id */
export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classesKeys.all }),
        queryClient.invalidateQueries({ queryKey: classesKeys.teacherOptions }),
      ]),
  });
}
