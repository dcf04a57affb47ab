import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { attendanceTotals } from '@/shared/rules/attendance';
import type { ChildReport, ReportTerm } from '@/shared/schemas/parent';
import { Button } from '@/web/components/ui/button';
import { useReports } from './api/get-reports';
import { mediumDate, schoolDate } from '@/web/lib/school-date';
import { PageSection } from '@/web/components/page-section';
import { DescriptionList } from '@/web/components/description-list';
import { TableHead } from '@/web/components/table-head';
import { ChartTable } from '@/web/components/chart-table';
import { ChildSectionCard, ChildrenState } from './components/children-state';

export const NO_ATTENDANCE = 'No attendance recorded yet';
export const NO_GRADES = 'No graded work yet';

const rate = (percent: number | null) => (percent === null ? 'Not marked' : `${percent}%`);

/** 'Sep 2026' from '2026-09'. */
function monthName(month: string): string {
  return schoolDate(`${month}-01`, { month: 'short', year: 'numeric' });
}

function TermSection({
  term,
  childId,
  today,
}: {
  term: ReportTerm;
  childId: string;
  today: string;
}) {
  const headingId = `term-${childId}-${term.name}`;
  const totals = attendanceTotals(term.attendance);
  const marked = totals.some(([, count]) => count > 0);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-md border border-border p-3 break-inside-avoid"
    >
      <h3 id={headingId} className="font-semibold">
        {term.name} term{' '}
        <span className="text-sm font-normal text-muted-foreground">
          ({mediumDate(term.start)} – {mediumDate(term.end)})
          {term.start > today ? ' · not started yet' : ''}
        </span>
      </h3>
      {marked ? (
        <DescriptionList
          variant="tiles"
          items={[...totals, ['Attendance', rate(term.attendance.ratePercent)] as const]}
          className="grid-cols-2 text-sm sm:grid-cols-4"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{NO_ATTENDANCE}</p>
      )}
      {term.gradedCount === 0 ? (
        <p className="text-sm text-muted-foreground">{NO_GRADES}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {term.name} term grades: {term.gradedCount} graded pieces of work, overall{' '}
            {term.overallGrade}
          </caption>
          <TableHead
            columns={['Subject', 'Graded work', 'Grade']}
            className=""
            rowClassName="border-b border-border"
            cellClassName="py-1 font-medium"
          />
          <tbody>
            {term.subjects.map((subject) => (
              <FigureRow
                key={subject.subject}
                head={subject.subject}
                figures={[subject.gradedCount, subject.overallGrade]}
                cell="py-1"
              />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1">
                Overall
              </th>
              <td className="py-1 font-semibold">{term.gradedCount}</td>
              <td className="py-1 font-semibold">{term.overallGrade}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

/** A table row: its heading cell, then its figures; `cell` pads each cell. */
function FigureRow({
  head,
  figures,
  cell,
}: {
  head: ReactNode;
  figures: readonly ReactNode[];
  cell: string;
}) {
  return (
    <tr className="border-b border-border">
      <th scope="row" className={`${cell} font-normal`}>
        {head}
      </th>
      {figures.map((figure, index) => (
        <td key={index} className={cell}>
          {figure}
        </td>
      ))}
    </tr>
  );
}

/** The monthly attendance rate as a line chart, with the same figures as a table beside it. */
function AttendanceChart({ child }: { child: ChildReport }) {
  const marked = child.months.filter((month) => month.ratePercent !== null);
  if (marked.length === 0) {
    return <p className="text-sm text-muted-foreground">{NO_ATTENDANCE}</p>;
  }
  const data = child.months.map((month) => ({ ...month, label: monthName(month.month) }));
  const summary = `Monthly attendance rate of ${child.name}: ${data
    .map((month) => `${month.label} ${rate(month.ratePercent)}`)
    .join(', ')}.`;
  return (
    <div className="grid gap-3">
      <div role="img" aria-label={summary} className="h-56 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
            <Line
              type="monotone"
              dataKey="ratePercent"
              name="Attendance"
              stroke="var(--color-primary)"
              strokeWidth={2}
              dot
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartTable caption={`Monthly attendance of ${child.name}`}>
        <TableHead
          columns={['Month', 'Present', 'Absent', 'Late', 'Rate']}
          className=""
          rowClassName="border-b border-border"
          cellClassName="py-1 pr-2 font-medium"
        />
        <tbody>
          {data.map((month) => (
            <FigureRow
              key={month.month}
              head={month.label}
              figures={[month.present, month.absent, month.late, rate(month.ratePercent)]}
              cell="py-1 pr-2"
            />
          ))}
        </tbody>
      </ChartTable>
    </div>
  );
}

function ChildSection({ child, today }: { child: ChildReport; today: string }) {
  return (
    <ChildSectionCard
      child={child}
      idPrefix="report"
      className="break-inside-avoid-page print:shadow-none"
      contentClassName="grid gap-6"
    >
      <div className="grid gap-3 lg:grid-cols-3 print:grid-cols-3">
        {child.terms.map((term) => (
          <TermSection key={term.name} term={term} childId={child.id} today={today} />
        ))}
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">Monthly attendance rate</h3>
        <AttendanceChart child={child} />
      </div>
    </ChildSectionCard>
  );
}

/** /parent/reports: attendance and grades per child by term, with a chart, printable. */
export function ReportsPage() {
  const reports = useReports();
  const year = reports.data?.schoolYear;
  return (
    <PageSection
      id="reports-heading"
      title="Reports"
      description={
        <>
          Attendance and grades of your children by term
          {year ? `, school year ${mediumDate(year.start)} – ${mediumDate(year.end)}` : ''}.
        </>
      }
      width="6xl"
      actions={
        <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      }
    >
      <ChildrenState query={reports} what="the reports">
        {(data) => (
          <div className="grid gap-6">
            {data.children.map((child) => (
              <ChildSection key={child.id} child={child} today={data.today} />
            ))}
          </div>
        )}
      </ChildrenState>
    </PageSection>
  );
}
