import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idParamsSchema } from '@/shared/schemas/classes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { classesKeys } from './classes-keys';

export const deleteClass = (id: string) =>
  fetchParsed(idParamsSchema, `/api/admin/classes/${encodeURIComponent(id)}`, {
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
