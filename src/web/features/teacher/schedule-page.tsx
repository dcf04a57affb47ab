import { WeeklyTimetable } from '@/web/components/weekly-timetable';
import { useSchoolClock } from '@/web/lib/use-school-clock';
import { useTeacherTimetable } from './api/get-timetable';
import { timetableStatus } from './components/timetable-status';

/** /teacher/schedule: the teacher's full week, the same timetable as on the dashboard. */
export function SchedulePage() {
  const timetable = useTeacherTimetable();
  const clock = useSchoolClock(timetable.data?.clock.timeZone);
  return (
    <section aria-labelledby="schedule-heading" className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <h2 id="schedule-heading" className="text-2xl font-bold tracking-tight">
          Schedule
        </h2>
        <p className="text-muted-foreground">
          Your lessons this week
          {timetable.data ? ` (times in ${timetable.data.clock.timeZone})` : ''}.
        </p>
      </div>
      <WeeklyTimetable
        entries={timetable.data?.entries ?? []}
        clock={clock}
        status={timetableStatus(timetable)}
      />
    </section>
  );
}
