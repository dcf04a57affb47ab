import { AlertCircle, Award, CalendarCheck, DollarSign } from 'lucide-react';
import type { ComponentType } from 'react';
import { formatDollars } from '@/shared/rules/fees';
import type { ParentDashboard } from '@/shared/schemas/parent';
import { Card, CardContent } from '@/web/components/ui/card';

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
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ title, value, note, icon: Icon }) => (
        <li key={title} aria-label={title}>
          <Card className="h-full py-0">
            <CardContent className="grid gap-1 p-4 sm:p-5">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm leading-tight font-medium text-muted-foreground">{title}</p>
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
              </div>
              <p className="text-2xl font-bold break-all tabular-nums sm:text-3xl">{value}</p>
              <p className="text-xs text-muted-foreground">{note}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
