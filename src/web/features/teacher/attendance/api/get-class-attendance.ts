import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classAttendanceSchema } from '@/shared/schemas/attendance';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { attendanceKeys } from './attendance-keys';

/** `date` null: the school's today (the answer names it). */
export const getClassAttendance = (classId: string, date: string | null) =>
  fetchParsed(
    classAttendanceSchema,
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
