import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AbsenceNote, absenceNoteListSchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { parentKeys } from './parent-keys';

/** GET /api/parent/absence-notes: the children's absence notes, newest first. */
export function listAbsenceNotes(): Promise<AbsenceNote[]> {
  return fetchParsed(absenceNoteListSchema, '/api/parent/absence-notes');
}

export const absenceNotesQuery = queryOptions({
  queryKey: parentKeys.absenceNotes,
  queryFn: listAbsenceNotes,
});

export function useAbsenceNotes() {
  return useQuery(absenceNotesQuery);
}
