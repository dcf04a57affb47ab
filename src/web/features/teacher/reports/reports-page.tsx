import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  CHRONIC_ABSENCE_BELOW_PERCENT,
  CONSECUTIVE_ABSENCES_FLAG,
} from '@/shared/rules/attendance';
import type { AttendanceReport } from '@/shared/schemas/attendance';
import { ListState } from '@/web/components/list-state';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { useTeacherClasses } from '../api/list-classes';
import { GradingQueue } from '../assignments/components/grading-queue';
import { ClassPicker } from '../attendance/class-picker';
import { useDownloadAttendanceCsv } from './api/download-attendance-csv';
import { useAttendanceReport } from './api/get-attendance-report';
import { useUnmarkedToday } from './api/get-unmarked-today';
import { PageSection } from '@/web/components/page-section';
import { SectionCard } from '@/web/components/section-card';
import { TableHead } from '@/web/components/table-head';

const percent = (rate: number | null) => (rate === null ? '–' : `${rate}%`);

/**
 * /teacher/reports: the grading queue, the classes not marked today, and attendance by class and
 * date range.
 */
export function ReportsPage() {
  return (
    <PageSection
      id="reports-heading"
      title="Reports"
      description="Work waiting for a grade, and attendance of your classes over time."
      width="5xl"
    >
      <GradingQueue />
      <UnmarkedTodayCard />
      <AttendanceReportCard />
    </PageSection>
  );
}

function UnmarkedTodayCard() {
  const unmarked = useUnmarkedToday();
  return (
    <SectionCard
      title="Not yet marked today"
      description={
        unmarked.data
          ? `Your classes with a lesson on ${unmarked.data.today} and students not marked.`
          : ' '
      }
    >
      <ListState
        query={unmarked}
        loadingLabel="Loading today's attendance"
        skeletonRows={2}
        errorText="Today's attendance could not be loaded."
        empty="Nothing to mark: every class of yours with a lesson today is marked."
        isEmpty={(data) => data.classes.length === 0}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.classes.map((klass) => (
              <li
                key={klass.classId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
              >
                <span className="font-medium">{klass.className}</span>
                <span className="text-sm text-muted-foreground">
                  {klass.marked === 0
                    ? `Not marked (${klass.studentCount} students)`
                    : `${klass.marked} of ${klass.studentCount} students marked`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </SectionCard>
  );
}

function AttendanceReportCard() {
  const classes = useTeacherClasses();
  const [chosenClass, setChosenClass] = useState<string | null>(null);
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({
    from: null,
    to: null,
  });
  const classId = chosenClass ?? classes.data?.[0]?.id ?? null;
  const reversed = Boolean(range.from && range.to && range.from > range.to);
  const report = useAttendanceReport(classId && !reversed ? { classId, ...range } : null);
  const download = useDownloadAttendanceCsv();
  const ids = { from: useId(), to: useId() };
  // Once one date is chosen, both are the user's: the other one as shown (the server's default).
  const shown = {
    from: range.from ?? report.data?.from ?? null,
    to: range.to ?? report.data?.to ?? null,
  };
  const serverErrors = fieldErrors(report.error);
  const toError = reversed ? 'The end date must be on or after the start date' : serverErrors.to;
  const fromError = serverErrors.from;

  return (
    <SectionCard
      title="Attendance"
      description={
        <>
          Rates per student; below {CHRONIC_ABSENCE_BELOW_PERCENT}% is chronic absence, and{' '}
          {CONSECUTIVE_ABSENCES_FLAG} or more absences in a row are flagged.
        </>
      }
      contentClassName="grid gap-4"
    >
      <ClassPicker
        query={classes}
        label="Class"
        loadingLabel="Loading your classes"
        value={classId}
        onChange={setChosenClass}
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <DateField
          id={ids.from}
          label="From"
          value={shown.from ?? ''}
          error={fromError}
          onChange={(from) => setRange({ ...shown, from })}
        />
        <DateField
          id={ids.to}
          label="To"
          value={shown.to ?? ''}
          error={toError}
          onChange={(to) => setRange({ ...shown, to })}
        />
        <Button
          variant="outline"
          disabled={!report.data || download.isPending}
          onClick={() => {
            if (!report.data) return;
            const { classId: id, className, from, to } = report.data;
            const name = className.replace(/[^A-Za-z0-9]+/g, '-') || 'class';
            download.mutate({
              classId: id,
              from,
              to,
              fileName: `attendance-${name}-${from}-to-${to}.csv`,
            });
          }}
        >
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </Button>
      </ClassPicker>
      {download.isError ? (
        <Alert>The CSV could not be downloaded. {requestErrorMessage(download.error)}</Alert>
      ) : null}
      {classId && !reversed && !fromError && !toError ? (
        <ListState
          query={report}
          loadingLabel="Loading the attendance report"
          errorText="The attendance report could not be loaded."
          empty="No students in this class yet."
          isEmpty={(data) => data.students.length === 0}
        >
          {(data) => <ReportView report={data} />}
        </ListState>
      ) : null}
    </SectionCard>
  );
}

function DateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value || null)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ReportView({ report }: { report: AttendanceReport }) {
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
