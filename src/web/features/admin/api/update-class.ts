import { type ClassUpdate, classSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export const updateClass = ({ id, changes }: { id: string; changes: ClassUpdate }) =>
  fetchParsed(classSchema, `/api/admin/classes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });

/** PATCH /api/admin/classes/:id */
export function useUpdateClass() {
  return useInvalidatingMutation(updateClass, [
    classesKeys.all,
    classesKeys.subjects,
    classesKeys.teacherOptions,
  ]);
}
