import { useMutation } from '@tanstack/react-query';
import { type StudentEditInput, studentDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatePeople } from './directory-keys';

/** PATCH /api/admin/students/:id: every field of the record. */
export const updateStudent = ({ id, values }: { id: string; values: StudentEditInput }) =>
  fetchParsed(studentDetailSchema, `/api/admin/students/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
  });

export function useUpdateStudent() {
  const invalidate = useInvalidatePeople();
  return useMutation({ mutationFn: updateStudent, onSuccess: invalidate });
}
