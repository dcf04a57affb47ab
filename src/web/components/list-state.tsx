import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { requestErrorMessage } from '@/web/lib/field-errors';

interface ListStateProps<TData> {
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
  /** The spec's empty-state text, shown when isEmpty says so. */
  empty: ReactNode;
  isEmpty: (data: TData) => boolean;
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
  isEmpty,
  children,
}: ListStateProps<TData>) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert>
        {errorText} {requestErrorMessage(query.error)}
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
  if (isEmpty(query.data)) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
