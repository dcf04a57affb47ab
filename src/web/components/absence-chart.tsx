import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AbsenceSummary } from '@/shared/schemas/absence-notes';

/**
 * Excused and unexcused absences per student (app_absence_excused decides which), as stacked
 * bars with the same numbers in a table for screen readers and small screens.
 */
export function AbsenceChart({ summary, caption }: { summary: AbsenceSummary; caption: string }) {
  const students = summary.students;
  const text = `${caption}: ${students
    .map((s) => `${s.studentName} ${s.excused} excused, ${s.unexcused} unexcused`)
    .join('; ')}.`;
  return (
    <div className="grid gap-3">
      <div role="img" aria-label={text} className="h-56 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={students} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="studentName" tick={{ fontSize: 12 }} />
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="text-left text-xs text-muted-foreground">
            {caption} ({summary.from} to {summary.to})
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-2">
                Student
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
            {students.map((student) => (
              <tr key={student.studentId} className="border-t">
                <td className="py-1 pr-2">{student.studentName}</td>
                <td className="py-1 pr-2">{student.excused}</td>
                <td className="py-1">{student.unexcused}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
