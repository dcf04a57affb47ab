import { type AbsenceNoteDecision, absenceNoteSchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { absenceNoteKeys } from './list-absence-notes';

/** POST /api/admin/absence-notes/:id/decision: accept, or decline with a reason. */
export function decideAbsenceNote({ id, ...decision }: AbsenceNoteDecision & { id: string }) {
  return fetchParsed(
    absenceNoteSchema,
    `/api/admin/absence-notes/${encodeURIComponent(id)}/decision`,
    { method: 'POST', body: decision },
  );
}

export function useDecideAbsenceNote() {
  return useInvalidatingMutation(decideAbsenceNote, [absenceNoteKeys.all]);
}
