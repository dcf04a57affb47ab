import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClassInput, classSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const createClass = (input: ClassInput) =>
  fetchParsed(classSchema, '/api/admin/classes', { method: 'POST', body: input });

/** POST /api/admin/classes; the class list, subjects (a default is stored) and teachers refresh. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classesKeys.all }),
        queryClient.invalidateQueries({ queryKey: classesKeys.subjects }),
        queryClient.invalidateQueries({ queryKey: classesKeys.teacherOptions }),
      ]),
  });
}
