import { ListState } from '@/web/components/list-state';
import { useSchedule } from './api/get-schedule';
import { ParentTimetable } from './components/parent-timetable';
import { NO_CHILD_LINKED } from './format';

/** /parent/schedule: the week of each child. */
export function SchedulePage() {
  const schedule = useSchedule();
  return (
    <section aria-labelledby="schedule-heading" className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <h2 id="schedule-heading" className="text-2xl font-bold tracking-tight">
          Schedule
        </h2>
        <p className="text-muted-foreground">
          Your children&apos;s week, Monday to Friday; today and the class under way are
          highlighted.
        </p>
      </div>
      <ListState
        query={schedule}
        loadingLabel="Loading the schedule"
        skeletonRows={2}
        skeletonClassName="h-64 w-full"
        errorText="The schedule could not be loaded."
        empty={NO_CHILD_LINKED}
        isEmpty={(data) => data.children.length === 0}
      >
        {(data) => (
          <div className="grid gap-6">
            {data.children.map((child) => (
              <ParentTimetable
                key={child.id}
                headingId={`timetable-${child.id}`}
                studentName={child.name}
                entries={child.timetable}
                timeZone={data.timeZone}
              />
            ))}
          </div>
        )}
      </ListState>
    </section>
  );
}
