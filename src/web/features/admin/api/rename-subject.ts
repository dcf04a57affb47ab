import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError } from '@/shared/errors';
import { subjectListSchema, type Subject } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';
import { storeDefaultSubjects } from './store-default-subjects';

/** The subject's stored id; a default (not stored yet) is stored with the rest of the list first. */
export async function storedSubjectId(subject: Subject): Promise<string> {
  if (subject.id) return subject.id;
  const { subjects } = await storeDefaultSubjects();
  const stored = subjects.find((candidate) => candidate.name === subject.name);
  if (!stored?.id) throw new AppError('NOT_FOUND', `'${subject.name}' is no longer in the list.`);
  return stored.id;
}

export const renameSubject = async ({ subject, name }: { subject: Subject; name: string }) =>
  fetchParsed(
    subjectListSchema,
    `/api/admin/subjects/${encodeURIComponent(await storedSubjectId(subject))}`,
    { method: 'PATCH', body: { name } },
  );

/** PATCH /api/admin/subjects/:id; classes show the new name. */
export function useRenameSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSubject,
    onSuccess: (list) => {
      queryClient.setQueryData(classesKeys.subjects, list);
      return queryClient.invalidateQueries({ queryKey: classesKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: classesKeys.subjects }),
  });
}
