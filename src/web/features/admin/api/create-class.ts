import { type ClassInput, classSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

export const createClass = (input: ClassInput) =>
  fetchParsed(classSchema, '/api/admin/classes', { method: 'POST', body: input });

/** POST /api/admin/classes; the class list, subjects (a default is stored) and teachers refresh. */
export function useCreateClass() {
  return useInvalidatingMutation(createClass, [
    classesKeys.all,
    classesKeys.subjects,
    classesKeys.teacherOptions,
  ]);
}
