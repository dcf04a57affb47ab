import type { ReactNode } from 'react';
import { TableHead } from './table-head';

/** A card's small table: its column headings and one row per item, or a line when there is none. */
export function SmallTable<T>({
  items,
  empty,
  caption,
  columns,
  end,
  children,
}: {
  items: readonly T[];
  /** Said instead of the table when there are no items. */
  empty: string;
  /** Read by screen readers only. */
  caption?: string;
  columns: readonly string[];
  end?: readonly string[];
  /** One `<tr>` an item. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <table className="w-full text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <TableHead columns={columns} end={end} />
      <tbody>{items.map(children)}</tbody>
    </table>
  );
}
