import { type SubjectInput, subjectListSchema } from '@/shared/schemas/classes';
import { useStoringMutation } from '@/web/lib/use-storing-mutation';
import { classesKeys, fetchParsed } from './classes-keys';

export const createSubject = (input: SubjectInput) =>
  fetchParsed(subjectListSchema, '/api/admin/subjects', { method: 'POST', body: input });

/** POST /api/admin/subjects; answers the whole list. */
export const useCreateSubject = () => useStoringMutation(createSubject, () => classesKeys.subjects);
