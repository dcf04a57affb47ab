import { queryOptions, useQuery } from '@tanstack/react-query';
import { teacherDashboardSchema } from '@/shared/schemas/teacher';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { teacherKeys } from './teacher-keys';

export const getDashboard = () => fetchParsed(teacherDashboardSchema, '/api/teacher/dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.dashboard, queryFn: getDashboard });

/** GET /api/teacher/dashboard: classes, students, tiles and the week in one answer. */
export const useTeacherDashboard = () => useQuery(dashboardQueryOptions());
