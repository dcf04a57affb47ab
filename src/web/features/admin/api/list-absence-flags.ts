import { queryOptions, useQuery } from '@tanstack/react-query';
import { absenceFlagListSchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { absenceNoteKeys } from './list-absence-notes';

/** GET /api/admin/absence-notes/flags: the last days' marks that contradict the notes. */
export const listAbsenceFlags = () =>
  fetchParsed(absenceFlagListSchema, '/api/admin/absence-notes/flags');

export const absenceFlagsQuery = queryOptions({
  queryKey: [...absenceNoteKeys.all, 'flags'],
  queryFn: listAbsenceFlags,
});

export function useAbsenceFlags() {
  return useQuery(absenceFlagsQuery);
}
