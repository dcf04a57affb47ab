import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListClassesQuery, classPageSchema, classSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';
import { listParams } from '@/web/lib/list-params';

export const listClasses = () => fetchParsed(classSchema.array(), '/api/admin/classes');

export const classesQueryOptions = () =>
  queryOptions({ queryKey: classesKeys.all, queryFn: listClasses });

/** GET /api/admin/classes: the school's classes (spec Class). */
export const useClasses = () => useQuery(classesQueryOptions());

/** GET /api/admin/classes?page=…: one page of the classes matching a search and a grade. */
export const useClassPage = (query: ListClassesQuery & { page: number }) =>
  useQuery({
    queryKey: [...classesKeys.pages, query],
    queryFn: () => fetchParsed(classPageSchema, `/api/admin/classes?${listParams(query)}`),
    placeholderData: keepPreviousData,
  });
