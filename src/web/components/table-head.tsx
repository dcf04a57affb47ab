import { cn } from '@/web/lib/cn';

interface TableHeadProps {
  columns: readonly string[];
  /** The columns whose heading aligns right, such as counts. */
  end?: readonly string[];
  className?: string;
  rowClassName?: string;
  /** Each heading's classes (padding, weight). */
  cellClassName?: string;
}

/** The header row of a small table: one column heading per name. */
export function TableHead({
  columns,
  end = [],
  className = 'text-left text-muted-foreground',
  rowClassName,
  cellClassName = 'py-1 pr-2 font-medium last:pr-0',
}: TableHeadProps) {
  return (
    <thead className={className || undefined}>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className={cn(cellClassName, end.includes(column) && 'text-right')}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
