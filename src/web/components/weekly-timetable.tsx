import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SchoolClock } from '@/shared/rules/school-clock';
import { type TimedEntry, isCurrentEntry, timetableDay, weekByDay } from '@/shared/rules/timetable';
import { IconFact } from './icon-fact';
import { Badge } from './ui/badge';
import { cn } from '@/web/lib/cn';
import { SectionCard } from './section-card';

/** Spec Timetable entry; className (the class it belongs to) when the viewer has several. */
export interface WeeklyTimetableEntry extends TimedEntry {
  id: string;
  subject: string;
  teacher: string;
  room: string;
  className?: string;
}

interface WeeklyTimetableProps {
  entries: readonly WeeklyTimetableEntry[];
  /** The school's clock (its time zone, not the browser's): marks today and the current class. */
  clock: Pick<SchoolClock, 'dayOfWeek' | 'time'> | null;
  /** Parent side: the child's name goes into the title. */
  studentName?: string;
  description?: ReactNode;
  /** Shown instead of the days while the entries load or could not be loaded. */
  status?: ReactNode;
}

/**
 * Spec: the weekly timetable, Monday to Friday, each day sorted by start time; today's column is
 * marked, and the current class highlighted when the day matches and the time lies between its
 * start and end. 'No classes scheduled' when the week is empty.
 */
export function WeeklyTimetable({
  entries,
  clock,
  studentName,
  description,
  status,
}: WeeklyTimetableProps) {
  const title = studentName ? `${studentName}'s Timetable` : 'Weekly Timetable';
  const today = clock ? timetableDay(clock) : null;
  return (
    <SectionCard
      titleClassName="flex items-center gap-2"
      title={
        <>
          <CalendarDays className="size-5 text-muted-foreground" aria-hidden="true" />
          {title}
        </>
      }
      description={description}
    >
      {status ??
        (entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No classes scheduled</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-3 xl:grid-cols-5">
            {weekByDay(entries).map(({ day, entries: lessons }) => (
              <section
                key={day}
                aria-label={day === today ? `${day} (today)` : day}
                className={cn(
                  'grid content-start gap-2 rounded-lg p-2',
                  day === today && 'bg-muted',
                )}
              >
                <h3 className="flex items-center justify-between gap-2 text-sm font-semibold">
                  {day}
                  {day === today ? <Badge variant="secondary">Today</Badge> : null}
                </h3>
                {lessons.length === 0 ? (
                  <p className="text-xs text-muted-foreground">No lessons</p>
                ) : (
                  <ul className="grid gap-2">
                    {lessons.map((lesson) => {
                      const current = clock ? isCurrentEntry(lesson, clock) : false;
                      return (
                        <li
                          key={lesson.id}
                          aria-current={current ? 'time' : undefined}
                          className={cn(
                            'grid gap-1 rounded-md border bg-card p-2 text-sm',
                            current && 'border-primary ring-2 ring-primary',
                          )}
                        >
                          <div className="flex flex-wrap items-center justify-between gap-1">
                            <span className="font-medium">{lesson.subject}</span>
                            {current ? <Badge>Now</Badge> : null}
                          </div>
                          {lesson.className ? (
                            <span className="text-xs text-muted-foreground">
                              {lesson.className}
                            </span>
                          ) : null}
                          <IconFact icon={Clock} className="text-xs tabular-nums">
                            {lesson.startTime}–{lesson.endTime}
                          </IconFact>
                          <IconFact icon={MapPin} className="text-xs text-muted-foreground">
                            {lesson.room}
                          </IconFact>
                          <IconFact icon={UserRound} className="text-xs text-muted-foreground">
                            {lesson.teacher}
                          </IconFact>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            ))}
          </div>
        ))}
    </SectionCard>
  );
}
