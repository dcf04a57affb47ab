import { useSchedule } from './api/get-schedule';
import { ChildTimetable } from './components/child-timetable';
import { PageSection } from '@/web/components/page-section';
import { ChildrenState } from './components/children-state';

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
      <ChildrenState query={schedule} what="the schedule">
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
      </ChildrenState>
    </PageSection>
  );
}
