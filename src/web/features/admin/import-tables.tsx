import type { ReactNode } from 'react';
import { type DryRunResult, type ImportIssue, importColumns } from '@/shared/schemas/imports';
import { TableHead } from '@/web/components/table-head';

/**
 * A table that scrolls sideways on a narrow screen, reachable by keyboard to do so: its column
 * headings, then its rows (the children, `<tr>`s).
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded-md border border-border"
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <TableHead
          columns={columns}
          className="bg-muted/50"
          cellClassName="px-3 py-2 font-medium"
        />
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

/** The errors of the file: line (the header is line 1), column, message. */
export function IssueTable({ issues, total }: { issues: ImportIssue[]; total: number }) {
  return (
    <div className="grid gap-2">
      <ScrollTable label="Errors in the file" columns={['Line', 'Column', 'Message']}>
        {issues.map((issue, index) => (
          <tr key={`${issue.line}-${issue.column ?? ''}-${index}`}>
            <td className="px-3 py-2 tabular-nums">{issue.line}</td>
            <td className="px-3 py-2 font-mono text-xs">{issue.column ?? '(row)'}</td>
            <td className="px-3 py-2">{issue.message}</td>
          </tr>
        ))}
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
    <ScrollTable label="First rows of the file" columns={['Line', 'Action', ...columns]}>
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
