import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { requestErrorMessage } from '@/web/lib/field-errors';

/** What the timetable card shows instead of the week while it loads or could not load. */
export function timetableStatus(query: UseQueryResult<unknown>) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading the timetable">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert>
        The timetable could not be loaded. {requestErrorMessage(query.error)}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return undefined;
}
