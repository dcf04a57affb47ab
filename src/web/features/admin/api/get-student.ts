import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentDetailSchema } from '@/shared/schemas/directory';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { directoryKeys } from './directory-keys';

/** GET /api/admin/students/:id: the record, its classes, guardians and fee balance. */
export const getStudent = (id: string) =>
  fetchParsed(studentDetailSchema, `/api/admin/students/${encodeURIComponent(id)}`);

export const studentQueryOptions = (id: string) =>
  queryOptions({ queryKey: directoryKeys.detail('students', id), queryFn: () => getStudent(id) });

export const useStudent = (id: string) => useQuery(studentQueryOptions(id));
