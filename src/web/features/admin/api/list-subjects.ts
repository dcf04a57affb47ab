import { queryOptions, useQuery } from '@tanstack/react-query';
import { subjectListSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const listSubjects = () => fetchParsed(subjectListSchema, '/api/admin/subjects');

export const subjectsQueryOptions = () =>
  queryOptions({ queryKey: classesKeys.subjects, queryFn: listSubjects });

/** GET /api/admin/subjects: the school's list, or the spec's 12 defaults until it is edited. */
export const useSubjects = () => useQuery(subjectsQueryOptions());
