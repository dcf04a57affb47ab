import { attendanceTotals } from '@/shared/rules/attendance';
import type { ParentDashboard } from '@/shared/schemas/parent';
import { possessive, shortDate } from '../format';
import { StatusBadge } from './status-badge';
import { SectionCard } from '@/web/components/section-card';
import { DescriptionList } from '@/web/components/description-list';

interface AttendanceCardProps {
  childName: string | null;
  attendance: ParentDashboard['attendance'];
}

/** Spec: the monthly rate, the last 6 marked days, and this month's totals. */
export function AttendanceCard({ childName, attendance }: AttendanceCardProps) {
  const totals = attendanceTotals(attendance);
  return (
    <SectionCard
      title={childName ? `${possessive(childName)} Attendance` : 'Attendance Overview'}
      titleId="attendance-title"
      description={
        attendance.ratePercent === null
          ? 'No attendance marked in the last 30 days'
          : `Monthly attendance: ${attendance.ratePercent}% present`
      }
      contentClassName="grid gap-4"
    >
      {attendance.recent.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">
          No attendance records found
        </p>
      ) : (
        <ul aria-label="Recent attendance" className="grid gap-2">
          {attendance.recent.map((entry) => (
            <li
              key={entry.date}
              className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
            >
              <span className="text-sm font-medium">{shortDate(entry.date)}</span>
              <StatusBadge status={entry.status} />
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">This month</h3>
        <DescriptionList
          variant="tiles"
          items={totals}
          className="grid-cols-3 text-center"
          valueClassName="text-lg tabular-nums"
        />
      </div>
    </SectionCard>
  );
}
