import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClassUpdate, classSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const updateClass = ({ id, changes }: { id: string; changes: ClassUpdate }) =>
  fetchParsed(classSchema, `/api/admin/classes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });

/** PATCH /api/admin/classes/:id */
export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classesKeys.all }),
        queryClient.invalidateQueries({ queryKey: classesKeys.subjects }),
        queryClient.invalidateQueries({ queryKey: classesKeys.teacherOptions }),
      ]),
  });
}
