import { ListState } from '@/web/components/list-state';
import { useSchedule } from './api/get-schedule';
import { ChildTimetable } from './components/child-timetable';
import { NO_CHILD_LINKED } from './format';
import { PageSection } from '@/web/components/page-section';

/** /parent/schedule: the week of each child. */
export function SchedulePage() {
  const schedule = useSchedule();
  return (
    <PageSection
      id="schedule-heading"
      title="Schedule"
      description="Your children's week, Monday to Friday; today and the class under way are highlighted."
      width="6xl"
    >
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
              <ChildTimetable
                key={child.id}
                studentName={child.name}
                entries={child.timetable}
                timeZone={data.timeZone}
              />
            ))}
          </div>
        )}
      </ListState>
    </PageSection>
  );
}
