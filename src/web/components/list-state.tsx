import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { requestErrorMessage } from '@/web/lib/field-errors';

/**
 * The default empty check: a list of rows, or a page of one (its `rows` or `items`, as `pageOf`
 * and `itemPageOf` answer), with none in it; other data needs its own check.
 */
function hasNoRows(data: unknown): boolean {
  const page = data as { rows?: unknown; items?: unknown } | null | undefined;
  const rows = Array.isArray(data) ? data : (page?.rows ?? page?.items);
  return Array.isArray(rows) && rows.length === 0;
}

export interface ListStateProps<TData> {
  /** The list's query: pending shows skeletons, error an alert, success the empty text or the list. */
  query: UseQueryResult<TData>;
  /** The accessible name of the loading skeletons, such as 'Loading classes'. */
  loadingLabel: string;
  /** How many skeleton rows show while loading, and their classes (height). */
  skeletonRows?: number;
  skeletonClassName?: string;
  /** Said before the error's own plain-words message, such as 'The classes could not be loaded.' */
  errorText: string;
  /** The retry button's text; null for none. */
  retryLabel?: string | null;
  /** The spec's empty-state text, shown when isEmpty says so; without it, nothing counts as empty. */
  empty?: ReactNode;
  /** When the data counts as empty; without it, a list or a page of one with no rows. */
  isEmpty?: (data: TData) => boolean;
  children: (data: TData) => ReactNode;
}

/** The four states of a list read from the server: loading, could not load, empty, the list. */
export function ListState<TData>({
  query,
  loadingLabel,
  skeletonRows = 3,
  skeletonClassName = 'h-14 w-full',
  errorText,
  retryLabel = 'Try again',
  empty,
  isEmpty = hasNoRows,
  children,
}: ListStateProps<TData>) {
  if (query.isPending) {
    return <LoadingRows label={loadingLabel} rows={skeletonRows} className={skeletonClassName} />;
  }
  if (query.isError) {
    return <QueryError query={query} text={errorText} retryLabel={retryLabel} />;
  }
  if (empty !== undefined && isEmpty(query.data)) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}

/** Named skeleton rows while something loads. */
export function LoadingRows({
  label,
  rows,
  className,
}: {
  label: string;
  rows: number;
  className: string;
}) {
  return (
    <div className="grid gap-2" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}

/** A query that could not load: what, the error in plain words, and a retry button. */
export function QueryError({
  query,
  text,
  retryLabel = 'Try again',
}: {
  query: Pick<UseQueryResult, 'error' | 'refetch'>;
  /** Said before the error's own message, such as 'The classes could not be loaded.' */
  text: string;
  /** The retry button's text; null for none. */
  retryLabel?: string | null;
}) {
  return (
    <Alert>
      {text} {requestErrorMessage(query.error)}
      {retryLabel ? (
        <>
          {' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        </>
      ) : null}
    </Alert>
  );
}
