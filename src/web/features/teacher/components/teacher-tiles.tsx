import { BookOpen, CalendarClock, ClipboardCheck, GraduationCap } from 'lucide-react';
import type { ComponentType } from 'react';
import type { TeacherTiles as Tiles } from '@/shared/schemas/teacher';
import { StatTile, StatTileList } from '@/web/components/stat-tiles';
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
    <StatTileList label="Teaching summary">
      {tiles.map(({ key, title, note, icon }) => (
        <StatTile key={key} title={title} icon={icon} note={note}>
          {figures ? (
            <p className="text-3xl font-bold tabular-nums" aria-label={`${title}: ${figures[key]}`}>
              {figures[key]}
            </p>
          ) : (
            <Skeleton aria-hidden="true" className="h-9 w-12" />
          )}
        </StatTile>
      ))}
    </StatTileList>
  );
}
