import { InfoIcon, TriangleAlertIcon } from 'lucide-react';
import { ABSENCE_REASON_LABELS, type ClassAbsenceNotes } from '@/shared/schemas/absence-notes';

type DayNote = ClassAbsenceNotes['notes'][number];
type Mismatch = ClassAbsenceNotes['mismatches'][number]['mismatch'];

const NOTE_STATUS = {
  pending: 'waiting for the office',
  accepted: 'excused by the office',
  declined: 'declined by the office',
  withdrawn: 'withdrawn',
} as const;

const MISMATCH = {
  present_reported:
    'Marked present on a day the guardian reported an absence: check with the family.',
  absent_unreported: 'Absent without a note from home: the office sees this too.',
} as const;

/** Beside a student's mark: the guardian's note of the day, and a saved mark that contradicts it. */
export function AbsenceNoteLine({
  note,
  mismatch,
  suggested,
}: {
  note: DayNote | undefined;
  mismatch: Mismatch | undefined;
  /** 'Absent' was pre-selected from the note and is not saved yet. */
  suggested: boolean;
}) {
  return (
    <>
      {note ? (
        <p className="flex gap-2 text-sm sm:col-span-3">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Reported absent by guardian: {ABSENCE_REASON_LABELS[note.reason]}
            {note.note ? ` (“${note.note}”)` : ''}, {NOTE_STATUS[note.status]}.
            {suggested ? ' Absent is suggested: save to confirm.' : ''}
          </span>
        </p>
      ) : null}
      {mismatch ? (
        <p className="flex gap-2 text-sm text-amber-800 sm:col-span-3 dark:text-amber-300">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{MISMATCH[mismatch]}</span>
        </p>
      ) : null}
    </>
  );
}
