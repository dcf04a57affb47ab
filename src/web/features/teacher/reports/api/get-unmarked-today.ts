import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnmarkedToday } from '@/shared/schemas/attendance';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { attendanceKeys } from '../../attendance/api/attendance-keys';

export const getUnmarkedToday = () =>
  authorizedFetch<UnmarkedToday>('/api/teacher/reports/unmarked-today');

export const unmarkedTodayQueryOptions = () =>
  queryOptions({ queryKey: attendanceKeys.unmarkedToday, queryFn: getUnmarkedToday });

/** GET /api/teacher/reports/unmarked-today: the teacher's classes not yet marked today. */
export const useUnmarkedToday = () => useQuery(unmarkedTodayQueryOptions());
