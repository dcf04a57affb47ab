import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherClassDetailSchema } from '@/shared/schemas/teacher';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { teacherKeys } from './teacher-keys';

export const listClasses = () =>
  fetchParsed(teacherClassDetailSchema.array(), '/api/teacher/classes');

export const classesQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.classes, queryFn: listClasses });

/** GET /api/teacher/classes: each of the teacher's classes with its roster and 30-day rate. */
export const useTeacherClasses = () => useQuery(classesQueryOptions());
