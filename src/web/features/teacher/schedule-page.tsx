import { WeeklyTimetable } from '@/web/components/weekly-timetable';
import { useSchoolClock } from '@/web/lib/use-school-clock';
import { useTeacherTimetable } from './api/get-timetable';
import { timetableStatus } from './components/timetable-status';
import { PageSection } from '@/web/components/page-section';

/** /teacher/schedule: the teacher's full week, the same timetable as on the dashboard. */
export function SchedulePage() {
  const timetable = useTeacherTimetable();
  const clock = useSchoolClock(timetable.data?.clock.timeZone);
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
      <WeeklyTimetable
        entries={timetable.data?.entries ?? []}
        clock={clock}
        status={timetableStatus(timetable)}
      />
    </PageSection>
  );
}
