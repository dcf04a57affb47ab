import { useTeacherTimetable } from './api/get-timetable';
import { TeacherTimetable } from './components/teacher-timetable';
import { PageSection } from '@/web/components/page-section';

/** /teacher/schedule: the teacher's full week, the same timetable as on the dashboard. */
export function SchedulePage() {
  const timetable = useTeacherTimetable();
  return (
    <PageSection
      id="schedule-heading"
      title="Schedule"
      description={
        <>
          Your lessons this week
          {timetable.data ? ` (times in ${timetable.data.clock.timeZone})` : ''}.
        </>
      }
      width="6xl"
    >
      <TeacherTimetable query={timetable} entries={timetable.data?.entries} />
    </PageSection>
  );
}
