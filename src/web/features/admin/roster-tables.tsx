import { useState } from 'react';
import {
  type RosterDryRun,
  type RosterEntity,
  type RosterIssue,
  rosterEntities,
} from '@/shared/schemas/oneroster';
import { Pager } from '@/web/components/pager';
import { ScrollTable } from './import-tables';

const ENTITY_LABELS: Record<RosterEntity, string> = {
  academicSessions: 'Academic sessions',
  courses: 'Courses (subjects)',
  classes: 'Classes',
  students: 'Students',
  teachers: 'Teachers',
  parents: 'Parents and guardians',
  admins: 'Administrators',
  enrollments: 'Enrollments',
};
const ACTIONS = ['create', 'update', 'unchanged', 'deactivate'] as const;

/** What the import would do, by kind of record. */
export function RosterCounts({ result }: { result: RosterDryRun }) {
  return (
    <ScrollTable
      label="What the import would change"
      columns={['Records', 'Create', 'Update', 'Unchanged', 'Deactivate']}
    >
      {rosterEntities.map((entity) => (
        <tr key={entity}>
          <th scope="row" className="px-3 py-2 text-left font-normal">
            {ENTITY_LABELS[entity]}
          </th>
          {ACTIONS.map((action) => (
            <td key={action} className="px-3 py-2 tabular-nums">
              {result.counts[entity][action]}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}

const PAGE_SIZE = 20;

/** Every row the portal cannot take: file, line, column and reason, a page at a time. */
export function RosterIssueTable({ issues, total }: { issues: RosterIssue[]; total: number }) {
  const [page, setPage] = useState(1);
  const shown = issues.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className="grid gap-2">
      <ScrollTable
        label="Rows the portal cannot take"
        columns={['File', 'Line', 'Column', 'Problem', 'Outcome']}
      >
        {shown.map((issue, index) => (
          <tr key={`${issue.file}-${issue.line ?? ''}-${issue.column ?? ''}-${index}`}>
            <td className="px-3 py-2 font-mono text-xs">{issue.file}</td>
            <td className="px-3 py-2 tabular-nums">{issue.line ?? '—'}</td>
            <td className="px-3 py-2 font-mono text-xs">{issue.column ?? '(row)'}</td>
            <td className="px-3 py-2">{issue.message}</td>
            <td className="px-3 py-2">{issue.severity === 'error' ? 'Refused' : 'Left out'}</td>
          </tr>
        ))}
      </ScrollTable>
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={issues.length}
        onPageChange={setPage}
        label="Pages of problems"
      />
      {total > issues.length ? (
        <p className="text-sm text-muted-foreground">
          The first {issues.length} of {total} problems are listed.
        </p>
      ) : null}
    </div>
  );
}
