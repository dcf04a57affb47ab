import { queryOptions, useQuery } from '@tanstack/react-query';
import { absenceSummarySchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { attendanceKeys } from '../../attendance/api/attendance-keys';

interface SummaryQuery {
  classId: string;
  from: string;
  to: string;
}

/** GET /api/teacher/classes/:classId/absence-summary: excused and unexcused absences per student. */
export const getAbsenceSummary = ({ classId, from, to }: SummaryQuery) =>
  fetchParsed(
    absenceSummarySchema,
    `/api/teacher/classes/${encodeURIComponent(classId)}/absence-summary?from=${from}&to=${to}`,
  );

export const absenceSummaryQuery = (query: SummaryQuery) =>
  queryOptions({
    queryKey: [...attendanceKeys.absenceSummary(query.classId), query.from, query.to],
    queryFn: () => getAbsenceSummary(query),
  });

export function useAbsenceSummary(query: SummaryQuery) {
  return useQuery(absenceSummaryQuery(query));
}
