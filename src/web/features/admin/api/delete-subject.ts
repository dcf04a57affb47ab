import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subjectListSchema, type Subject } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';
import { storedSubjectId } from './rename-subject';

export const deleteSubject = async (subject: Subject) =>
  fetchParsed(
    subjectListSchema,
    `/api/admin/subjects/${encodeURIComponent(await storedSubjectId(subject))}`,
    { method: 'DELETE' },
  );

/** DELETE /api/admin/subjects/:id (refused while a class uses the subject). */
export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: (list) => queryClient.setQueryData(classesKeys.subjects, list),
    onError: () => queryClient.invalidateQueries({ queryKey: classesKeys.subjects }),
  });
}
