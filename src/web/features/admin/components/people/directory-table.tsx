import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export interface Column<Row, Sort extends string> {
  key: string;
  label: string;
  /** The server's sort field for this column; none for a column that does not sort. */
  sort?: Sort;
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface DirectoryTableProps<Row, Sort extends string> {
  /** Names the table, such as 'Students'. */
  label: string;
  columns: readonly Column<Row, Sort>[];
  rows: readonly Row[];
  sort: Sort;
  order: 'asc' | 'desc';
  onSort: (sort: Sort) => void;
  busy?: boolean;
}

const ariaSort = (active: boolean, order: 'asc' | 'desc') =>
  active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';

/**
 * A list as a table: headers of sortable columns are buttons and say their order (aria-sort). On a
 * narrow screen the table scrolls sideways inside its own focusable region.
 */
export function DirectoryTable<Row extends { id: string }, Sort extends string>({
  label,
  columns,
  rows,
  sort,
  order,
  onSort,
  busy,
}: DirectoryTableProps<Row, Sort>) {
  return (
    <div
      className="overflow-x-auto rounded-md border border-border"
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] text-sm" aria-label={label} aria-busy={busy}>
        <thead className="bg-muted/50 text-left">
          <tr>
            {columns.map((column) => {
              const active = column.sort === sort;
              const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={cn('px-3 py-2 font-medium', column.className)}
                  aria-sort={column.sort ? ariaSort(active, order) : undefined}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={() => onSort(column.sort!)}
                    >
                      {column.label}
                      <Icon className="size-3.5" aria-hidden="true" />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              {columns.map((column) => (
                <td key={column.key} className={cn('px-3 py-2', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
