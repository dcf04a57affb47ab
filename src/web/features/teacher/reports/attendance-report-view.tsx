import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CONSECUTIVE_ABSENCES_FLAG } from '@/shared/rules/attendance';
import type { AttendanceReport } from '@/shared/schemas/attendance';
import { Badge } from '@/web/components/ui/badge';
import { TableHead } from '@/web/components/table-head';

const percent = (rate: number | null) => (rate === null ? '–' : `${rate}%`);

export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  const chronic = report.students.filter((student) => student.chronic).length;
  const runs = report.students.filter((student) => student.consecutiveAbsences).length;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {report.className}, {report.from} to {report.to}: class rate{' '}
        <strong>{percent(report.rate)}</strong>; {chronic} chronically absent, {runs} with{' '}
        {CONSECUTIVE_ABSENCES_FLAG}+ absences in a row.
      </p>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">Attendance rate by day</figcaption>
        {report.daily.length === 0 ? (
          <p className="text-sm text-muted-foreground">No attendance marked in this period.</p>
        ) : (
          <div className="h-56 w-full" role="img" aria-label={chartSummary(report)}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={report.daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(date: string) => date.slice(5)}
                  fontSize={12}
                />
                <YAxis domain={[0, 100]} unit="%" fontSize={12} />
                <Tooltip formatter={(value) => [`${String(value)}%`, 'Rate']} />
                <Line
                  type="monotone"
                  dataKey="rate"
                  stroke="var(--color-primary)"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        )}
      </figure>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Attendance per student</caption>
          <TableHead
            columns={['Student', 'Present', 'Absent', 'Late', 'Rate', 'Flags']}
            end={['Present', 'Absent', 'Late', 'Rate']}
            className="text-left"
            rowClassName="border-b border-border"
            cellClassName="py-2 pr-3 font-medium last:pr-0"
          />
          <tbody>
            {report.students.map((student) => (
              <tr key={student.studentId} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="font-medium">{student.studentName}</span>{' '}
                  <span className="text-xs text-muted-foreground">{student.rollNumber}</span>
                </th>
                <td className="py-2 pr-3 text-right">{student.present}</td>
                <td className="py-2 pr-3 text-right">{student.absent}</td>
                <td className="py-2 pr-3 text-right">{student.late}</td>
                <td className="py-2 pr-3 text-right">{percent(student.rate)}</td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-1">
                    {student.chronic ? (
                      <Badge variant="outline" className="border-destructive">
                        Chronic absence
                      </Badge>
                    ) : null}
                    {student.consecutiveAbsences ? (
                      <Badge variant="outline">{student.longestAbsenceRun} absences in a row</Badge>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function chartSummary(report: AttendanceReport): string {
  const rates = report.daily.flatMap((day) => (day.rate === null ? [] : [day.rate]));
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return `Attendance rate by day from ${report.daily[0]!.date} to ${report.daily.at(-1)!.date}: between ${low}% and ${high}%.`;
}
