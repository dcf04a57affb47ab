import { type StudentEditInput, studentDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { peopleKeys } from './directory-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

/** PATCH /api/admin/students/:id: every field of the record. */
export const updateStudent = ({ id, values }: { id: string; values: StudentEditInput }) =>
  fetchParsed(studentDetailSchema, `/api/admin/students/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: values,
  });

export function useUpdateStudent() {
  return useInvalidatingMutation(updateStudent, peopleKeys);
}
