import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingRows, QueryError } from '@/web/components/list-state';

/** What the timetable card shows instead of the week while it loads or could not load. */
export function timetableStatus(query: UseQueryResult<unknown>) {
  if (query.isPending) {
    return <LoadingRows label="Loading the timetable" rows={2} className="h-24 w-full" />;
  }
  if (query.isError) {
    return <QueryError query={query} text="The timetable could not be loaded." />;
  }
  return undefined;
}
