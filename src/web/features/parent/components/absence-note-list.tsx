import { useState } from 'react';
import { ABSENCE_REASON_LABELS, type AbsenceNote } from '@/shared/schemas/absence-notes';
import { ConfirmMutationDialog } from '@/web/components/confirm-mutation-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { noteDays, notePeriods } from '@/shared/rules/absence-note-words';
import { useWithdrawAbsenceNote } from '../api/withdraw-absence-note';
import { NoteDocument } from './note-document';

const STATUS = {
  pending: { label: 'Waiting for the school', variant: 'muted' },
  accepted: { label: 'Excused', variant: 'default' },
  declined: { label: 'Declined: unexcused', variant: 'destructive' },
  withdrawn: { label: 'Withdrawn', variant: 'outline' },
} as const;

/** The children's notes, newest first, each with its status; a note not yet begun can be withdrawn. */
export function AbsenceNoteList({ notes }: { notes: AbsenceNote[] }) {
  const withdraw = useWithdrawAbsenceNote();
  const [target, setTarget] = useState<AbsenceNote | null>(null);
  return (
    <>
      <ul className="grid gap-3">
        {notes.map((note) => {
          const status = STATUS[note.status];
          return (
            <li key={note.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {note.studentName}: {noteDays(note)}
                </span>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              <span className="text-muted-foreground">
                {ABSENCE_REASON_LABELS[note.reason]} · {notePeriods(note)}
              </span>
              {note.note ? <span>{note.note}</span> : null}
              {note.declineReason ? <span>The school said: {note.declineReason}</span> : null}
              <NoteDocument note={note} />
              {note.withdrawable ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setTarget(note)}
                >
                  Withdraw
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmMutationDialog
        target={target}
        onClose={() => setTarget(null)}
        mutation={withdraw}
        successMessage={() => 'Absence note withdrawn'}
        title="Withdraw this absence note?"
        description={(withdrawn) => `${withdrawn.studentName}, ${noteDays(withdrawn)}.`}
        confirmLabel="Withdraw Note"
      />
    </>
  );
}
