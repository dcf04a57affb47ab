import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherOptionSchema } from '@/shared/schemas/classes';
import { classesKeys, fetchParsed } from './classes-keys';

export const listTeacherOptions = () =>
  fetchParsed(teacherOptionSchema.array(), '/api/admin/teachers/options');

export const teacherOptionsQueryOptions = () =>
  queryOptions({ queryKey: classesKeys.teacherOptions, queryFn: listTeacherOptions });

/** GET /api/admin/teachers/options: the school's active teachers (spec Teacher option). */
export const useTeacherOptions = () => useQuery(teacherOptionsQueryOptions());
