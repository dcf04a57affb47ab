import { schoolClock } from '@/shared/rules/school-clock';
import { TIMETABLE_DAYS, type TimetableEntry } from '@/shared/schemas/parent';
import { Badge } from '@/web/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { possessive } from '../format';

interface ParentTimetableProps {
  studentName: string | null;
  entries: readonly TimetableEntry[];
  /** The school's time zone: "today" and "now" are the school's. */
  timeZone: string | null;
  /** For tests: the moment to highlight against. */
  now?: Date;
  headingId?: string;
}

/**
 * The week Monday to Friday, each day's classes by start time; the current day is highlighted, and
 * the current class when the time lies between its start and end (spec: the teacher's timetable,
 * used for parents with a student name). A local stand-in for the shared weekly timetable.
 */
export function ParentTimetable({
  studentName,
  entries,
  timeZone,
  now,
  headingId = 'timetable-title',
}: ParentTimetableProps) {
  const clock = schoolClock(timeZone, now);
  const today = TIMETABLE_DAYS[clock.dayOfWeek - 1];
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>
          {studentName ? `${possessive(studentName)} Timetable` : 'Weekly Timetable'}
        </CardTitle>
        <CardDescription>Monday to Friday{today ? `, today is ${today}` : ''}</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No classes scheduled</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-5">
            {TIMETABLE_DAYS.map((day) => {
              const isToday = day === today;
              const lessons = entries
                .filter((entry) => entry.day === day)
                .sort((a, b) => a.startTime.localeCompare(b.startTime));
              return (
                <section
                  key={day}
                  aria-label={isToday ? `${day} (today)` : day}
                  className={cn(
                    'grid content-start gap-2 rounded-md border border-border p-2',
                    isToday && 'border-primary bg-primary/5',
                  )}
                >
                  <h3 className="flex items-center justify-between gap-1 text-sm font-semibold">
                    {day}
                    {isToday ? <Badge>Today</Badge> : null}
                  </h3>
                  {lessons.length === 0 ? (
                    <p className="text-xs text-muted-foreground">No classes</p>
                  ) : (
                    <ul className="grid gap-2">
                      {lessons.map((lesson) => {
                        const current =
                          isToday && clock.time >= lesson.startTime && clock.time < lesson.endTime;
                        return (
                          <li
                            key={lesson.id}
                            aria-current={current ? 'time' : undefined}
                            className={cn(
                              'grid gap-0.5 rounded-md bg-muted p-2 text-sm',
                              current && 'bg-primary text-primary-foreground',
                            )}
                          >
                            <span className="flex items-center justify-between gap-1 font-medium">
                              {lesson.subject}
                              {current ? (
                                <Badge variant="secondary" className="text-[10px]">
                                  Now
                                </Badge>
                              ) : null}
                            </span>
                            <span className="text-xs tabular-nums">
                              {lesson.startTime} – {lesson.endTime}
                            </span>
                            <span className="text-xs">{lesson.teacher}</span>
                            <span className="text-xs">Room {lesson.room}</span>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
