import { absenceNoteSchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { parentKeys } from './parent-keys';

/** POST /api/parent/absence-notes/:id/withdraw: withdraw a note before its first day. */
export function withdrawAbsenceNote(id: string) {
  return fetchParsed(
    absenceNoteSchema,
    `/api/parent/absence-notes/${encodeURIComponent(id)}/withdraw`,
    { method: 'POST' },
  );
}

export function useWithdrawAbsenceNote() {
  return useInvalidatingMutation(withdrawAbsenceNote, [parentKeys.absences]);
}
