import { cn } from '@/web/lib/cn';

/** The header row of the teacher screens' small tables; `end` columns align right. */
export function TableHead({ columns, end = [] }: { columns: string[]; end?: string[] }) {
  return (
    <thead className="text-left text-muted-foreground">
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className={cn('py-1 pr-2 font-medium last:pr-0', end.includes(column) && 'text-right')}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
