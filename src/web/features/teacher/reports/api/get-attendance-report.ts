import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceReportSchema } from '@/shared/schemas/attendance';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { attendanceKeys } from '../../attendance/api/attendance-keys';

export interface ReportQuery {
  classId: string;
  /** null: the server's default (the 30-day window ending today). */
  from: string | null;
  to: string | null;
}

export function reportSearch({ classId, from, to }: ReportQuery): string {
  const params = new URLSearchParams({ classId });
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params.toString();
}

export const getAttendanceReport = (query: ReportQuery) =>
  fetchParsed(attendanceReportSchema, `/api/teacher/reports/attendance?${reportSearch(query)}`);

export const attendanceReportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: attendanceKeys.report(query),
    queryFn: () => getAttendanceReport(query),
  });

/** GET /api/teacher/reports/attendance: rates per student and per day for a class and range. */
export const useAttendanceReport = (query: ReportQuery | null) =>
  useQuery({
    ...attendanceReportQueryOptions(query ?? { classId: '', from: null, to: null }),
    enabled: Boolean(query),
    placeholderData: keepPreviousData,
  });
