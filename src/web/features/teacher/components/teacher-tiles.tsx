import { BookOpen, CalendarClock, ClipboardCheck, GraduationCap } from 'lucide-react';
import type { ComponentType } from 'react';
import type { TeacherTiles as Tiles } from '@/shared/schemas/teacher';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';

const tiles: {
  key: keyof Tiles;
  title: string;
  note: string;
  icon: ComponentType<{ className?: string }>;
}[] = [
  { key: 'totalStudents', title: 'Total Students', note: 'In your classes', icon: GraduationCap },
  { key: 'classesToday', title: 'Classes Today', note: 'On your timetable', icon: BookOpen },
  {
    key: 'pendingReviews',
    title: 'Pending Reviews',
    note: 'Handed in, not graded',
    icon: ClipboardCheck,
  },
  {
    key: 'parentMeetings',
    title: 'Parent Meetings',
    note: 'Upcoming this week',
    icon: CalendarClock,
  },
];

/** Spec: four tiles, Total Students, Classes Today, Pending Reviews, Parent Meetings; computed. */
export function TeacherTiles({ figures }: { figures: Tiles | undefined }) {
  return (
    <ul aria-label="Teaching summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ key, title, note, icon: Icon }) => (
        <li key={key}>
          <Card className="h-full py-0">
            <CardContent className="grid gap-1 p-4 sm:p-5">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm leading-tight font-medium text-muted-foreground">{title}</p>
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
              </div>
              {figures ? (
                <p
                  className="text-3xl font-bold tabular-nums"
                  aria-label={`${title}: ${figures[key]}`}
                >
                  {figures[key]}
                </p>
              ) : (
                <Skeleton aria-hidden="true" className="h-9 w-12" />
              )}
              <p className="text-xs text-muted-foreground">{note}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
