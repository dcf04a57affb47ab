import type { TimetableEntry } from '@/shared/schemas/parent';
import { WeeklyTimetable } from '@/web/components/weekly-timetable';
import { useSchoolClock } from '@/web/lib/use-school-clock';

interface ChildTimetableProps {
  studentName?: string;
  entries: readonly TimetableEntry[];
  /** The school's time zone (UTC when the school has none): today and now are the school's. */
  timeZone: string | null;
}

/** The shared weekly timetable for one child, on the school's clock. */
export function ChildTimetable({ studentName, entries, timeZone }: ChildTimetableProps) {
  const clock = useSchoolClock(timeZone ?? 'UTC');
  return <WeeklyTimetable entries={entries} clock={clock} studentName={studentName} />;
}
