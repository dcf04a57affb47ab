import type { ReactNode } from 'react';
import { type DryRunResult, type ImportIssue, importColumns } from '@/shared/schemas/imports';

/** A table that scrolls sideways on a narrow screen, reachable by keyboard to do so. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-md border border-border"
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 font-medium">
      {children}
    </th>
  );
}

/** The errors of the file: line (the header is line 1), column, message. */
export function IssueTable({ issues, total }: { issues: ImportIssue[]; total: number }) {
  return (
    <div className="grid gap-2">
      <ScrollTable label="Errors in the file">
        <thead className="bg-muted/50">
          <tr>
            <Th>Line</Th>
            <Th>Column</Th>
            <Th>Message</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {issues.map((issue, index) => (
            <tr key={`${issue.line}-${issue.column ?? ''}-${index}`}>
              <td className="px-3 py-2 tabular-nums">{issue.line}</td>
              <td className="px-3 py-2 font-mono text-xs">{issue.column ?? '(row)'}</td>
              <td className="px-3 py-2">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {total > issues.length ? (
        <p className="text-sm text-muted-foreground">
          The first {issues.length} of {total} errors are shown.
        </p>
      ) : null}
    </div>
  );
}

const ACTION_LABELS = { create: 'Create', update: 'Update', unchanged: 'Unchanged' } as const;

/** The first rows of the file and what the import would do with each. */
export function PreviewTable({ result }: { result: DryRunResult }) {
  const columns = importColumns[result.kind].map((column) => column.name);
  return (
    <ScrollTable label="First rows of the file">
      <thead className="bg-muted/50">
        <tr>
          <Th>Line</Th>
          <Th>Action</Th>
          {columns.map((name) => (
            <Th key={name}>{name}</Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {result.preview.map((row) => (
          <tr key={row.line}>
            <td className="px-3 py-2 tabular-nums">{row.line}</td>
            <td className="px-3 py-2">{ACTION_LABELS[row.action]}</td>
            {columns.map((name) => (
              <td key={name} className="px-3 py-2 whitespace-pre-line">
                {row.values[name]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function PlanSummary({ result }: { result: DryRunResult }) {
  const { plan } = result;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="What the import would do">
      <li>
        <strong className="tabular-nums">{plan.create}</strong> to create
      </li>
      <li>
        <strong className="tabular-nums">{plan.update}</strong> to update
      </li>
      <li>
        <strong className="tabular-nums">{plan.unchanged}</strong> unchanged
      </li>
    </ul>
  );
}
