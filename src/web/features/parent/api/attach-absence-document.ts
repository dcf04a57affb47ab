import { absenceNoteSchema } from '@/shared/schemas/absence-notes';
import { parseAnswer } from '@/web/lib/fetch-parsed';
import { uploadFile } from '@/web/lib/upload';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';
import { parentKeys } from './parent-keys';

/** POST /api/parent/absence-notes/:id/document: a doctor's note for a pending note. */
export async function attachAbsenceDocument({ id, file }: { id: string; file: File }) {
  const text = await uploadFile(
    `/api/parent/absence-notes/${encodeURIComponent(id)}/document`,
    file,
  );
  return parseAnswer(absenceNoteSchema, JSON.parse(text));
}

export function useAttachAbsenceDocument() {
  return useInvalidatingMutation(attachAbsenceDocument, [parentKeys.absences]);
}
