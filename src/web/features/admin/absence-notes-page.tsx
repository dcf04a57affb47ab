import { useState } from 'react';
import { noteDays, notePeriods } from '@/shared/rules/absence-note-words';
import {
  ABSENCE_NOTE_STATUSES,
  ABSENCE_REASON_LABELS,
  type AbsenceNote,
  type AbsenceNoteStatus,
} from '@/shared/schemas/absence-notes';
import { FilterSelect } from '@/web/components/filter-bar';
import { ListState } from '@/web/components/list-state';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { DocumentLink } from '@/web/components/document-link';
import { useDecideAbsenceNote } from './api/decide-absence-note';
import { useAbsenceNotes } from './api/list-absence-notes';
import { AbsenceFlagsCard } from './components/absence-flags-card';
import { ClassAbsencesCard } from './components/class-absences-card';
import { DeclineNoteDialog } from './components/decline-note-dialog';
import { toastOutcome } from '@/web/lib/toast-outcome';

const STATUS_LABELS: Record<AbsenceNoteStatus, string> = {
  pending: 'To decide',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
const ALL = 'all';
const FILTERS = [
  ...ABSENCE_NOTE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: ALL, label: 'All notes' },
];

function NoteItem({ note, onDecline }: { note: AbsenceNote; onDecline: () => void }) {
  const decide = useDecideAbsenceNote();
  const accept = () =>
    decide.mutate(
      { id: note.id, decision: 'accepted' },
      toastOutcome(`Absence of ${note.studentName} excused`),
    );
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {note.studentName}: {noteDays(note)}
        </span>
        <Badge variant={note.status === 'pending' ? 'default' : 'muted'}>
          {STATUS_LABELS[note.status]}
        </Badge>
      </div>
      <span className="text-muted-foreground">
        {ABSENCE_REASON_LABELS[note.reason]} · {notePeriods(note)} · reported by{' '}
        {note.reportedByName}
      </span>
      {note.note ? <span>{note.note}</span> : null}
      {note.declineReason ? <span>Declined: {note.declineReason}</span> : null}
      {note.documentName ? (
        <DocumentLink url={`/api/absence-notes/${note.id}/document`} name={note.documentName} />
      ) : null}
      {note.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={accept} disabled={decide.isPending}>
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={onDecline} disabled={decide.isPending}>
            Decline
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The office's absence notes: newest first, by status; accept in one click, decline with a reason. */
export function AbsenceNotesPage() {
  const [filter, setFilter] = useState<string>('pending');
  const status = ABSENCE_NOTE_STATUSES.find((known) => known === filter) ?? null;
  const notes = useAbsenceNotes(status);
  const [declining, setDeclining] = useState<AbsenceNote | null>(null);
  return (
    <PageSection
      id="absence-notes-title"
      title="Absence Notes"
      description="Absences families reported. An accepted note makes the absence excused."
    >
      <SectionCard title="Notes" titleId="absence-note-list-title">
        <div className="grid gap-4">
          <FilterSelect
            id="absence-status"
            label="Status"
            options={FILTERS}
            value={filter}
            onChange={setFilter}
            className="sm:max-w-xs"
          />
          <ListState
            query={notes}
            loadingLabel="Loading absence notes"
            errorText="The absence notes could not be loaded."
            empty={status === 'pending' ? 'No note to decide.' : 'No absence note here.'}
          >
            {(data) => (
              <ul className="grid gap-3" aria-labelledby="absence-note-list-title">
                {data.map((note) => (
                  <NoteItem key={note.id} note={note} onDecline={() => setDeclining(note)} />
                ))}
              </ul>
            )}
          </ListState>
        </div>
      </SectionCard>
      <AbsenceFlagsCard />
      <ClassAbsencesCard />
      <DeclineNoteDialog note={declining} onClose={() => setDeclining(null)} />
    </PageSection>
  );
}
