import { queryOptions, useQuery } from '@tanstack/react-query';
import { classAbsenceSummarySchema } from '@/shared/schemas/absence-notes';
import type { DateRange } from '@/web/components/date-range-fields';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { absenceNoteKeys } from './list-absence-notes';

/** The range asked for; null: the server's default (this month up to the school's today). */
type ClassAbsenceRange = DateRange;

/** GET /api/admin/absence-summary: excused and unexcused absences per class, school-wide. */
export function getClassAbsenceSummary({ from, to }: ClassAbsenceRange) {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.size ? `?${params.toString()}` : '';
  return fetchParsed(classAbsenceSummarySchema, `/api/admin/absence-summary${query}`);
}

// Under the notes' key: a decision on a note refreshes the counts.
export const classAbsenceSummaryQuery = (range: ClassAbsenceRange, enabled = true) =>
  queryOptions({
    queryKey: [...absenceNoteKeys.all, 'summary', range.from, range.to],
    queryFn: () => getClassAbsenceSummary(range),
    enabled,
  });

export function useClassAbsenceSummary(range: ClassAbsenceRange, enabled = true) {
  return useQuery(classAbsenceSummaryQuery(range, enabled));
}
