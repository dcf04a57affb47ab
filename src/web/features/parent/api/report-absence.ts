import { type AbsenceNoteValues, absenceNoteSchema } from '@/shared/schemas/absence-notes';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { parentKeys } from './parent-keys';

/** POST /api/parent/absence-notes: report a child's absence. */
export function reportAbsence(input: AbsenceNoteValues) {
  return fetchParsed(absenceNoteSchema, '/api/parent/absence-notes', {
    method: 'POST',
    body: input,
  });
}

export function useReportAbsence() {
  return useInvalidatingMutation(reportAbsence, [parentKeys.absences]);
}
