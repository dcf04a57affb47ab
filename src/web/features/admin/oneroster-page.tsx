import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  MAX_ROSTER_BYTES,
  ROSTER_TOO_LARGE_MESSAGE,
  type RosterDryRun,
} from '@/shared/schemas/oneroster';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { plural } from '@/shared/rules/text';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useCheckRoster } from './api/check-roster';
import { downloadRosterExport } from './api/download-roster-export';
import { useRunRosterImport } from './api/run-roster-import';
import { ImportFileStep, useImportFlow } from './components/import-file-step';
import { ImportCheckSummary, ImportDone } from './components/import-outcome';
import { RosterCounts, RosterIssueTable } from './roster-tables';

/** The issues the import refused with (details: [{file, line, path, message}]). */
function refusedRows(error: unknown): RosterDryRun['issues'] {
  const details = (error as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return (details as { file?: string; line?: number | null; path?: string; message?: string }[])
    .filter((d) => typeof d.file === 'string' && typeof d.message === 'string')
    .map((d) => ({
      file: d.file!,
      line: d.line ?? null,
      column: d.path && d.path !== 'file' ? d.path : null,
      message: d.message!,
      severity: 'error' as const,
    }));
}

/** /admin/oneroster: a OneRoster set checked, then imported; the school's roster exported. */
export function OneRosterPage() {
  const [exporting, setExporting] = useState(false);
  const flow = useImportFlow({
    check: useCheckRoster(),
    run: useRunRosterImport(),
    input: (files: File[]) => ({ files }),
    maxBytes: MAX_ROSTER_BYTES,
    tooLargeMessage: ROSTER_TOO_LARGE_MESSAGE,
    chooseMessage: 'Choose the OneRoster zip, or its CSV files.',
    what: 'the set',
    importingLabel: 'Importing',
    doneMessage: 'OneRoster import finished',
  });
  const { checked, imported } = flow;
  const onExport = () => {
    setExporting(true);
    downloadRosterExport()
      .catch((error: unknown) => toast.error(requestErrorMessage(error)))
      .finally(() => setExporting(false));
  };
  const refused = refusedRows(flow.run.error);

  return (
    <PageSection
      id="oneroster-heading"
      title="OneRoster import and export"
      description="Bring in the roster of your student information system (OneRoster 1.1 or 1.2 CSV), or take the portal's roster out. Check the set first: nothing is written until you import it, and importing the same set again changes nothing."
    >
      <SectionCard
        title="1. Check the set"
        description="A zip holding manifest.csv and the CSV files, or the CSV files themselves; at most 50 MB. Records are matched by their sourcedId. Teachers, parents and administrators are invited by email; students become records."
        contentClassName="grid gap-4"
      >
        <ImportFileStep
          flow={flow}
          id="roster-files"
          label="OneRoster zip or CSV files"
          accept=".zip,.csv,application/zip,text/csv"
          multiple
          checkLabel="Check set"
          emptyHint="No set chosen yet."
        />
        {refused.length ? <RosterIssueTable issues={refused} total={refused.length} /> : null}
        {checked ? (
          <ImportCheckSummary
            verdict={
              checked.errorCount
                ? `${plural(checked.errorCount, 'error', 'errors')} in the set of ${checked.school.name || 'this school'}. Fix them and check again; nothing can be imported until the set is clean.`
                : `${checked.school.name} (OneRoster ${checked.version}): no errors. Ready to import.`
            }
          >
            <RosterCounts result={checked} />
            {checked.waitingClasses ? (
              <p className="text-sm text-muted-foreground">
                {plural(checked.waitingClasses, 'class waits', 'classes wait')} for its teacher to
                accept the invitation: import the set again afterwards to make them.
              </p>
            ) : null}
            {checked.issues.length ? (
              <RosterIssueTable
                issues={checked.issues}
                total={checked.errorCount + checked.skippedCount}
              />
            ) : null}
          </ImportCheckSummary>
        ) : null}
        {imported ? (
          <ImportDone
            summary={
              <>
                Imported {imported.school.name}:{' '}
                {plural(imported.counts.students.create, 'student', 'students')} added,{' '}
                {plural(imported.invited, 'invitation', 'invitations')} sent by email.
              </>
            }
          >
            <Link to="/admin/students" className="underline underline-offset-4">
              See the students
            </Link>{' '}
            ·{' '}
            <Link to="/admin/teachers" className="underline underline-offset-4">
              See the teachers
            </Link>
          </ImportDone>
        ) : null}
      </SectionCard>
      <SectionCard
        title="2. Export"
        description="The school's roster (school, school year, courses, classes, people and enrollments) as a OneRoster 1.1 CSV zip."
      >
        <Button type="button" variant="outline" onClick={onExport} disabled={exporting}>
          {exporting ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
          Download OneRoster zip
        </Button>
      </SectionCard>
    </PageSection>
  );
}
