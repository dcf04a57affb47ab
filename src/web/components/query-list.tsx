import type { ReactNode } from 'react';
import { ListState, type ListStateProps } from '@/web/components/list-state';

interface QueryListProps<TData, TRow> extends Omit<ListStateProps<TData>, 'isEmpty' | 'children'> {
  /** The rows in the query's data, such as `(data) => data.entries` (the data itself unless told); none shows `empty`. */
  rows?: (data: TData) => readonly TRow[];
  /** Names the list for screen readers, such as 'School events'. */
  label?: string;
  /** 'ol' where the order is the point (slots by time). */
  as?: 'ul' | 'ol';
  /** The list's classes: rows in a grid unless told. */
  className?: string;
  /** One row: an <li>, or a component that renders one, with its key. */
  children: (row: TRow) => ReactNode;
}

/** A list read from the server, one row per item: ListState's loading, error and empty states. */
export function QueryList<TData, TRow = TData extends readonly (infer Row)[] ? Row : never>({
  rows,
  label,
  as: List = 'ul',
  className = 'grid gap-2',
  children,
  ...state
}: QueryListProps<TData, TRow>) {
  const rowsOf = (data: TData) => rows?.(data) ?? (data as readonly TRow[]);
  return (
    <ListState {...state} isEmpty={(data) => rowsOf(data).length === 0}>
      {(data) => (
        <List className={className} aria-label={label}>
          {rowsOf(data).map((row) => children(row))}
        </List>
      )}
    </ListState>
  );
}
