import { queryOptions, useQuery } from '@tanstack/react-query';
import { classSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const listClasses = () => fetchParsed(classSchema.array(), '/api/admin/classes');

export const classesQueryOptions = () =>
  queryOptions({ queryKey: classesKeys.all, queryFn: listClasses });

/** GET /api/admin/classes: the school's classes (spec Class). */
export const useClasses = () => useQuery(classesQueryOptions());
