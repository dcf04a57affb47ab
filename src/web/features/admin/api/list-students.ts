import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListStudentsQuery, studentListSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { listParams } from '@/web/lib/list-params';
import { directoryKeys } from './directory-keys';

/** GET /api/admin/students: one page, searched, filtered and sorted by the server. */
export const listStudents = (query: ListStudentsQuery) =>
  fetchParsed(studentListSchema, `/api/admin/students?${listParams(query)}`);

export const studentsQueryOptions = (query: ListStudentsQuery) =>
  queryOptions({
    queryKey: directoryKeys.list('students', query),
    queryFn: () => listStudents(query),
    placeholderData: keepPreviousData,
  });

export const useStudents = (query: ListStudentsQuery, enabled = true) =>
  useQuery({ ...studentsQueryOptions(query), enabled });
