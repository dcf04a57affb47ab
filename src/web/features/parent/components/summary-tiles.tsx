import { AlertCircle, Award, CalendarCheck, DollarSign } from 'lucide-react';
import type { ComponentType } from 'react';
import { formatDollars } from '@/shared/rules/fees';
import type { ParentDashboard } from '@/shared/schemas/parent';
import { StatTile, StatTileList } from '@/web/components/stat-tiles';

interface Tile {
  title: string;
  value: string;
  note: string;
  icon: ComponentType<{ className?: string }>;
}

/** Spec: four tiles, Overall Grade, Attendance, Pending and Fees Due, of the chosen child. */
export function SummaryTiles({ data }: { data: ParentDashboard }) {
  const { attendance, homework, fees } = data;
  const tiles: Tile[] = [
    {
      title: 'Overall Grade',
      value: homework.overallGrade ?? '—',
      note: homework.overallGrade ? 'From graded work' : 'No graded work yet',
      icon: Award,
    },
    {
      title: 'Attendance',
      value: attendance.ratePercent === null ? '—' : `${attendance.ratePercent}%`,
      note: 'This month',
      icon: CalendarCheck,
    },
    {
      title: 'Pending',
      value: String(homework.pendingCount),
      note: 'Assignments to hand in',
      icon: AlertCircle,
    },
    {
      title: 'Fees Due',
      value: formatDollars(fees.dueCents),
      note: fees.dueCents > 0 ? 'Outstanding balance' : 'All fees up to date',
      icon: DollarSign,
    },
  ];
  return (
    <StatTileList label="Summary">
      {tiles.map(({ title, value, note, icon }) => (
        <StatTile key={title} aria-label={title} title={title} icon={icon} note={note}>
          <p className="text-2xl font-bold break-all tabular-nums sm:text-3xl">{value}</p>
        </StatTile>
      ))}
    </StatTileList>
  );
}
