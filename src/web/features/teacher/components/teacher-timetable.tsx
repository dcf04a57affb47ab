import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingRows, QueryError } from '@/web/components/list-state';
import { WeeklyTimetable, type WeeklyTimetableEntry } from '@/web/components/weekly-timetable';
import { useSchoolClock } from '@/web/lib/use-school-clock';

/** What the timetable card shows instead of the week while it loads or could not load. */
function timetableStatus(query: UseQueryResult<unknown>) {
  if (query.isPending) {
    return <LoadingRows label="Loading the timetable" rows={2} className="h-24 w-full" />;
  }
  if (query.isError) {
    return <QueryError query={query} text="The timetable could not be loaded." />;
  }
  return undefined;
}

/** The teacher's week from a request that carries it with the school's clock. */
export function TeacherTimetable({
  query,
  entries,
  description,
}: {
  query: UseQueryResult<{ clock: { timeZone: string } }>;
  entries: readonly WeeklyTimetableEntry[] | undefined;
  description?: ReactNode;
}) {
  const clock = useSchoolClock(query.data?.clock.timeZone);
  return (
    <WeeklyTimetable
      entries={entries ?? []}
      clock={clock}
      description={description}
      status={timetableStatus(query)}
    />
  );
}
