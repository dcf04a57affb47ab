import { DownloadIcon, FileCheckIcon, UploadIcon } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  MAX_ROSTER_BYTES,
  ROSTER_TOO_LARGE_MESSAGE,
  type RosterDryRun,
  type RosterImportResult,
} from '@/shared/schemas/oneroster';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useCheckRoster } from './api/check-roster';
import { downloadRosterExport } from './api/download-roster-export';
import { useRunRosterImport } from './api/run-roster-import';
import { type Progress, ProgressBar } from './import-progress-bar';
import { RosterCounts, RosterIssueTable } from './roster-tables';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [checked, setChecked] = useState<RosterDryRun | null>(null);
  const [imported, setImported] = useState<RosterImportResult | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [exporting, setExporting] = useState(false);
  const check = useCheckRoster();
  const run = useRunRosterImport();
  const busy = check.isPending || run.isPending;

  const reset = () => {
    setChecked(null);
    setImported(null);
    check.reset();
    run.reset();
  };
  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    reset();
    setFiles(chosen);
    const size = chosen.reduce((sum, file) => sum + file.size, 0);
    setFileError(size > MAX_ROSTER_BYTES ? ROSTER_TOO_LARGE_MESSAGE : null);
  };
  const uploading = (sent: number, total: number) =>
    setProgress({ label: 'Uploading the set', value: sent, max: total });

  const onCheck = () => {
    if (!files.length) return setFileError('Choose the OneRoster zip, or its CSV files.');
    if (fileError) return;
    reset();
    check.mutate(
      { files, onUploadProgress: uploading },
      { onSuccess: setChecked, onSettled: () => setProgress(null) },
    );
  };
  const onImport = () => {
    if (!checked || checked.errorCount) return;
    run.mutate(
      {
        files,
        onUploadProgress: uploading,
        onProgress: (done, total) => setProgress({ label: 'Importing', value: done, max: total }),
      },
      {
        onSuccess: (result) => {
          setImported(result);
          setChecked(null);
          setFiles([]);
          setInputKey((key) => key + 1);
          toast.success('OneRoster import finished');
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  const onExport = () => {
    setExporting(true);
    downloadRosterExport()
      .catch((error: unknown) => toast.error(requestErrorMessage(error)))
      .finally(() => setExporting(false));
  };
  const refused = refusedRows(run.error);

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
        <div className="grid gap-2">
          <Label htmlFor="roster-files">OneRoster zip or CSV files</Label>
          <input
            key={inputKey}
            id="roster-files"
            type="file"
            multiple
            accept=".zip,.csv,application/zip,text/csv"
            disabled={busy}
            onChange={chooseFiles}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'roster-files-error' : undefined}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm"
          />
          {fileError ? (
            <p id="roster-files-error" className="text-sm text-destructive">
              {fileError}
            </p>
          ) : !files.length ? (
            <p className="text-sm text-muted-foreground">No set chosen yet.</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onCheck} disabled={busy}>
            {check.isPending ? <Spinner /> : <FileCheckIcon aria-hidden="true" />}
            Check set
          </Button>
          <Button
            type="button"
            onClick={onImport}
            disabled={!checked || checked.errorCount > 0 || busy}
          >
            {run.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
            Import
          </Button>
        </div>
        {progress ? <ProgressBar progress={progress} /> : null}
        {check.error ? <Alert>{requestErrorMessage(check.error)}</Alert> : null}
        {run.error ? <Alert>{requestErrorMessage(run.error)}</Alert> : null}
        {refused.length ? <RosterIssueTable issues={refused} total={refused.length} /> : null}
        {checked ? (
          <div className="grid gap-3" aria-live="polite">
            <p className="text-sm font-medium">
              {checked.errorCount
                ? `${plural(checked.errorCount, 'error', 'errors')} in the set of ${checked.school.name || 'this school'}. Fix them and check again; nothing can be imported until the set is clean.`
                : `${checked.school.name} (OneRoster ${checked.version}): no errors. Ready to import.`}
            </p>
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
          </div>
        ) : null}
        {imported ? (
          <div
            role="status"
            className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm"
          >
            <p className="font-medium">
              Imported {imported.school.name}:{' '}
              {plural(imported.counts.students.create, 'student', 'students')} added,{' '}
              {plural(imported.invited, 'invitation', 'invitations')} sent by email.
            </p>
            <Link to="/admin/students" className="underline underline-offset-4">
              See the students
            </Link>{' '}
            ·{' '}
            <Link to="/admin/teachers" className="underline underline-offset-4">
              See the teachers
            </Link>
          </div>
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
