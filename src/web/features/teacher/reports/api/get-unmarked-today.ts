import { queryOptions, useQuery } from '@tanstack/react-query';
import { unmarkedTodaySchema } from '@/shared/schemas/attendance';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { attendanceKeys } from '../../attendance/api/attendance-keys';

export const getUnmarkedToday = () =>
  fetchParsed(unmarkedTodaySchema, '/api/teacher/reports/unmarked-today');

export const unmarkedTodayQueryOptions = () =>
  queryOptions({ queryKey: attendanceKeys.unmarkedToday, queryFn: getUnmarkedToday });

/** GET /api/teacher/reports/unmarked-today: the teacher's classes not yet marked today. */
export const useUnmarkedToday = () => useQuery(unmarkedTodayQueryOptions());
