import { DownloadIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  type ImportKind,
  MAX_IMPORT_BYTES,
  TOO_LARGE_MESSAGE,
  importColumns,
  importKindSchema,
  importKinds,
} from '@/shared/schemas/imports';
import { Button } from '@/web/components/ui/button';
import { plural } from '@/shared/rules/text';
import { requestErrorMessage } from '@/web/lib/field-errors';
import { useCheckImport } from './api/check-import';
import { downloadImportTemplate } from './api/download-import-template';
import { useRunImport } from './api/run-import';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { ImportFileStep, useImportFlow } from './components/import-file-step';
import { ImportCheckSummary, ImportDone } from './components/import-outcome';
import { refusedIssues } from './import-refused-issues';
import { IssueTable, PlanSummary, PreviewTable, ScrollTable } from './import-tables';

const KIND_LABELS: Record<ImportKind, string> = {
  students: 'Students',
  parents: 'Parents',
  teachers: 'Teachers',
};

const KIND_HINTS: Record<ImportKind, string> = {
  students: 'Matched by roll number: a new roll number adds a student, a known one updates them.',
  parents:
    'Matched by email: new parents are invited by email and linked to their children by roll number (import the students first).',
  teachers: 'Matched by email: new teachers are invited by email.',
};

/** /admin/import: CSV import of students, parents and teachers, checked first, then imported. */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const kind = importKindSchema.catch('students').parse(params.get('kind'));
  const flow = useImportFlow({
    check: useCheckImport(),
    run: useRunImport(),
    input: ([file]: File[]) => ({ kind, file: file! }),
    maxBytes: MAX_IMPORT_BYTES,
    tooLargeMessage: TOO_LARGE_MESSAGE,
    chooseMessage: 'Choose a CSV file to check.',
    what: 'the file',
    importingLabel: 'Importing rows',
    doneMessage: 'Import finished',
  });
  const { busy, checked, imported } = flow;

  const chooseKind = (next: ImportKind) => {
    setParams({ kind: next }, { replace: true });
    flow.reset();
  };

  const columns = importColumns[kind];
  const refused = refusedIssues(flow.run.error);

  return (
    <PageSection
      id="import-heading"
      title="Import from a CSV file"
      description="Add or update many students, parents or teachers at once. Check the file first: nothing is written until you import it, and importing the same file again changes nothing."
    >
      <SectionCard
        title="1. What the file holds"
        description={KIND_HINTS[kind]}
        contentClassName="grid gap-4"
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Kind of people</legend>
          <div className="flex flex-wrap gap-4">
            {importKinds.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="import-kind"
                  value={option}
                  checked={kind === option}
                  disabled={busy}
                  onChange={() => chooseKind(option)}
                  className="size-4 accent-primary"
                />
                {KIND_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <ScrollTable
          label={`Columns of the ${kind} file`}
          columns={['Column', 'Meaning', 'Example']}
        >
          {columns.map((column) => (
            <tr key={column.name}>
              <td className="px-3 py-2 font-mono text-xs">
                {column.name}
                {column.required ? <span className="text-destructive"> *</span> : null}
              </td>
              <td className="px-3 py-2">
                {column.description}
                {column.required ? <span className="sr-only"> (required)</span> : null}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{column.example}</td>
            </tr>
          ))}
        </ScrollTable>
        <p className="text-xs text-muted-foreground">
          * required. UTF-8 CSV with a header line; at most 5 MB and 20,000 rows.
        </p>
        <p className="text-sm">
          From a student information system?{' '}
          <Link to="/admin/oneroster" className="underline underline-offset-4">
            Import or export a OneRoster set
          </Link>
          .
        </p>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              downloadImportTemplate(kind).catch((error: unknown) =>
                toast.error(requestErrorMessage(error)),
              )
            }
          >
            <DownloadIcon aria-hidden="true" />
            Download {KIND_LABELS[kind].toLowerCase()} template
          </Button>
        </div>
      </SectionCard>

      <SectionCard
        title="2. Check the file"
        description="The check lists every problem by line and column, and what the import would do."
        contentClassName="grid gap-4"
      >
        <ImportFileStep
          flow={flow}
          id="import-file"
          label="CSV file"
          accept=".csv,text/csv"
          checkLabel="Check file"
        />
        {refused.length ? <IssueTable issues={refused} total={refused.length} /> : null}
        {checked ? (
          <ImportCheckSummary
            verdict={
              checked.errorCount
                ? `${plural(checked.errorCount, 'error', 'errors')} in ${plural(checked.rows, 'row', 'rows')}. Fix the file and check it again; nothing can be imported until it is clean.`
                : `No errors in ${plural(checked.rows, 'row', 'rows')}. Ready to import.`
            }
          >
            <PlanSummary result={checked} />
            {checked.errorCount ? (
              <IssueTable issues={checked.errors} total={checked.errorCount} />
            ) : null}
            {checked.preview.length ? <PreviewTable result={checked} /> : null}
          </ImportCheckSummary>
        ) : null}
        {imported ? (
          <ImportDone
            summary={
              <>
                Imported {plural(imported.rows, 'row', 'rows')}: {imported.created} created,{' '}
                {imported.updated} updated, {imported.unchanged} unchanged.
                {imported.invited
                  ? ` ${plural(imported.invited, 'invitation', 'invitations')} sent by email.`
                  : ''}
              </>
            }
          >
            <Link to="/admin/dashboard" className="underline underline-offset-4">
              See them in the user list
            </Link>
          </ImportDone>
        ) : null}
      </SectionCard>
    </PageSection>
  );
}
