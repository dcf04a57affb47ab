import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassAttendance } from '@/shared/schemas/attendance';
import { authorizedFetch } from '@/web/lib/auth/authorized-fetch';
import { attendanceKeys } from './attendance-keys';

/** `date` null: the school's today (the answer names it). */
export const getClassAttendance = (classId: string, date: string | null) =>
  authorizedFetch<ClassAttendance>(
    `/api/teacher/classes/${encodeURIComponent(classId)}/attendance${date ? `?date=${date}` : ''}`,
  );

export const classAttendanceQueryOptions = (classId: string, date: string | null) =>
  queryOptions({
    queryKey: attendanceKeys.classDay(classId, date),
    queryFn: () => getClassAttendance(classId, date),
  });

/** GET /api/teacher/classes/:classId/attendance?date: the roster with the day's saved marks. */
export const useClassAttendance = (classId: string | null, date: string | null) =>
  useQuery({
    ...classAttendanceQueryOptions(classId ?? '', date),
    enabled: Boolean(classId),
    placeholderData: keepPreviousData,
  });
