import { toast } from 'sonner';
import {
  type AbsenceNote,
  type AbsenceNoteDecision,
  absenceNoteDecisionSchema,
  MAX_DECLINE_REASON,
} from '@/shared/schemas/absence-notes';
import { FormDialog } from '@/web/components/form-dialog';
import { FormTextareaField } from '@/web/components/form/form-fields';
import { useZodForm } from '@/web/components/form/use-zod-form';
import { useDecideAbsenceNote } from '../api/decide-absence-note';

const empty = (): AbsenceNoteDecision => ({ decision: 'declined', reason: '' });

/** Declines a note with the reason the family reads. */
export function DeclineNoteDialog({
  note,
  onClose,
}: {
  note: AbsenceNote | null;
  onClose: () => void;
}) {
  const decide = useDecideAbsenceNote();
  const form = useZodForm(absenceNoteDecisionSchema, empty());
  const save = async (values: AbsenceNoteDecision) => {
    if (!note) return;
    await decide.mutateAsync({ id: note.id, ...values });
    toast.success('Absence note declined');
    onClose();
  };
  return (
    <FormDialog
      form={form}
      idPrefix="decline"
      onSubmit={save}
      open={note !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Decline this absence note?"
      description={
        note ? `${note.studentName}, ${note.from} to ${note.to}. The family is told why.` : ''
      }
      confirmLabel="Decline Note"
    >
      <FormTextareaField name="reason" label="Reason" rows={3} maxLength={MAX_DECLINE_REASON} />
    </FormDialog>
  );
}
