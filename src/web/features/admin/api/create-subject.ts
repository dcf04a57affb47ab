import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubjectInput, subjectListSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const createSubject = (input: SubjectInput) =>
  fetchParsed(subjectListSchema, '/api/admin/subjects', { method: 'POST', body: input });

/** POST /api/admin/subjects; answers the whole list. */
export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: (list) => queryClient.setQueryData(classesKeys.subjects, list),
  });
}
