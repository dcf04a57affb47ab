import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studentOptionsSchema } from '@/shared/schemas/classes';
import { listParams } from '@/web/lib/list-params';
import { classesKeys, fetchParsed } from './classes-keys';

export interface StudentFilter {
  q: string;
  grade: number | null;
  page: number;
}

export function listStudentOptions({ q, grade, page }: StudentFilter) {
  const query = listParams({ page, q: q.trim(), grade });
  return fetchParsed(studentOptionsSchema, `/api/admin/student-options?${query}`);
}

export const studentOptionsQueryOptions = (filter: StudentFilter) =>
  queryOptions({
    queryKey: classesKeys.studentOptions(filter),
    queryFn: () => listStudentOptions(filter),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/student-options: the school's students by name or roll number, by grade, a page. */
export const useStudentOptions = (filter: StudentFilter) =>
  useQuery(studentOptionsQueryOptions(filter));
