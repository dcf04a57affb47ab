import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AbsenceChart, hasNoAbsence } from '@/web/components/absence-chart';
import { ListState } from '@/web/components/list-state';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { useAbsenceChildren } from './api/get-absence-children';
import { useAbsenceSummary } from './api/get-absence-summary';
import { useAbsenceNotes } from './api/list-absence-notes';
import { AbsenceNoteList } from './components/absence-note-list';
import { ReportAbsenceDialog } from './components/report-absence-dialog';

/** The parent's absence notes: report one, follow its status, see excused and unexcused days. */
export function AbsencesPage() {
  const [open, setOpen] = useState(false);
  const children = useAbsenceChildren();
  const notes = useAbsenceNotes();
  const summary = useAbsenceSummary();
  const noChild = children.data?.children.length === 0;
  return (
    <PageSection
      id="absences-title"
      title="Absences"
      description="Tell the school ahead when your child will be away."
      actions={
        <Button onClick={() => setOpen(true)} disabled={!children.data || noChild}>
          <Plus aria-hidden="true" />
          Report Absence
        </Button>
      }
    >
      <SectionCard title="Absence notes" titleId="absence-notes-title">
        <ListState
          query={notes}
          loadingLabel="Loading absence notes"
          errorText="The absence notes could not be loaded."
          empty={
            noChild
              ? 'No child is linked to your account yet.'
              : 'No absence reported yet. Use Report Absence when your child will be away.'
          }
        >
          {(data) => <AbsenceNoteList notes={data} />}
        </ListState>
      </SectionCard>
      <SectionCard title="Excused and unexcused absences" titleId="absence-summary-title">
        <ListState
          query={summary}
          loadingLabel="Loading absences"
          errorText="The absences could not be loaded."
          empty="No absence marked in this period."
          isEmpty={hasNoAbsence}
        >
          {(data) => <AbsenceChart summary={data} caption="Absences of your children" />}
        </ListState>
      </SectionCard>
      {children.data ? (
        <ReportAbsenceDialog open={open} onOpenChange={setOpen} data={children.data} />
      ) : null}
    </PageSection>
  );
}
