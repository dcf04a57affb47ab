import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AbsenceSummary, absenceSummarySchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/absence-notes/summary: each child's excused and unexcused absences. */
export function getAbsenceSummary(): Promise<AbsenceSummary> {
  return fetchParsed(absenceSummarySchema, '/api/parent/absence-notes/summary');
}

export const absenceSummaryQuery = queryOptions({
  queryKey: parentKeys.absenceSummary,
  queryFn: getAbsenceSummary,
});

export function useAbsenceSummary() {
  return useQuery(absenceSummaryQuery);
}
