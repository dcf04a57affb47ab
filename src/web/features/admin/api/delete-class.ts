import { idParamsSchema } from '@/shared/schemas/classes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { classesKeys } from './classes-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export const deleteClass = (id: string) =>
  fetchParsed(idParamsSchema, `/api/admin/classes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** DELETE /api/admin/classes/:id */
export function useDeleteClass() {
  return useInvalidatingMutation(deleteClass, [classesKeys.all, classesKeys.teacherOptions]);
}
