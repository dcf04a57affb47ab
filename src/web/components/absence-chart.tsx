import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AbsenceSummary } from '@/shared/schemas/absence-notes';
import { ChartTable } from './chart-table';

/** One bar: a student's or a class's excused and unexcused absences. */
export interface AbsenceCounts {
  id: string;
  name: string;
  excused: number;
  unexcused: number;
}

/**
 * Excused and unexcused absences (app_absence_excused decides which), one stacked bar per row,
 * with the same numbers in a table for screen readers and small screens. `nameHeader` heads the
 * table's first column.
 */
export function AbsenceCountsChart({
  rows,
  from,
  to,
  caption,
  nameHeader,
}: {
  rows: readonly AbsenceCounts[];
  from: string;
  to: string;
  caption: string;
  nameHeader: string;
}) {
  const text = `${caption}: ${rows
    .map((row) => `${row.name} ${row.excused} excused, ${row.unexcused} unexcused`)
    .join('; ')}.`;
  return (
    <div className="grid gap-3">
      <div role="img" aria-label={text} className="h-56 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...rows]} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Legend />
            <Bar
              dataKey="excused"
              name="Excused"
              stackId="absences"
              fill="var(--color-primary)"
              isAnimationActive={false}
            />
            <Bar
              dataKey="unexcused"
              name="Unexcused"
              stackId="absences"
              fill="var(--color-destructive)"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable caption={`${caption} (${from} to ${to})`}>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-2">
              {nameHeader}
            </th>
            <th scope="col" className="py-1 pr-2">
              Excused
            </th>
            <th scope="col" className="py-1">
              Unexcused
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t">
              <td className="py-1 pr-2">{row.name}</td>
              <td className="py-1 pr-2">{row.excused}</td>
              <td className="py-1">{row.unexcused}</td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </div>
  );
}

/** Whether the summary has no absence at all (nothing to chart). */
export const hasNoAbsence = (summary: AbsenceSummary) =>
  summary.students.every((student) => student.excused + student.unexcused === 0);

/** Excused and unexcused absences per student. */
export function AbsenceChart({ summary, caption }: { summary: AbsenceSummary; caption: string }) {
  const rows = summary.students.map((student) => ({
    id: student.studentId,
    name: student.studentName,
    excused: student.excused,
    unexcused: student.unexcused,
  }));
  return (
    <AbsenceCountsChart
      rows={rows}
      from={summary.from}
      to={summary.to}
      caption={caption}
      nameHeader="Student"
    />
  );
}
