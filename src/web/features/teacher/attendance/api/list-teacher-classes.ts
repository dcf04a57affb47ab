import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherClass } from '@/shared/schemas/attendance';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { attendanceKeys } from './attendance-keys';

export const listTeacherClasses = () => authorizedFetch<TeacherClass[]>('/api/teacher/classes');

export const teacherClassesQueryOptions = () =>
  queryOptions({ queryKey: attendanceKeys.classes, queryFn: listTeacherClasses });

/** GET /api/teacher/classes: the classes the signed-in teacher teaches. */
export const useTeacherClasses = () => useQuery(teacherClassesQueryOptions());
