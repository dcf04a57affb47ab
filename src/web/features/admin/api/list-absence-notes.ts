import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AbsenceNote,
  type AbsenceNoteStatus,
  absenceNoteListSchema,
} from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';

export const absenceNoteKeys = {
  all: ['admin', 'absence-notes'] as const,
  list: (status: AbsenceNoteStatus | null) => ['admin', 'absence-notes', status ?? 'all'] as const,
};

/** GET /api/admin/absence-notes?status=: the school's absence notes, newest first. */
export function listAbsenceNotes(status: AbsenceNoteStatus | null): Promise<AbsenceNote[]> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return fetchParsed(absenceNoteListSchema, `/api/admin/absence-notes${query}`);
}

export const absenceNotesQuery = (status: AbsenceNoteStatus | null) =>
  queryOptions({ queryKey: absenceNoteKeys.list(status), queryFn: () => listAbsenceNotes(status) });

export function useAbsenceNotes(status: AbsenceNoteStatus | null) {
  return useQuery(absenceNotesQuery(status));
}
