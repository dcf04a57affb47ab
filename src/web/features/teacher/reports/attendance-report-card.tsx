import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import {
  CHRONIC_ABSENCE_BELOW_PERCENT,
  CONSECUTIVE_ABSENCES_FLAG,
} from '@/shared/rules/attendance';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { fieldErrors, requestErrorMessage } from '@/web/lib/field-errors';
import { ClassPicker, useClassChoice } from '../attendance/class-picker';
import { ClassStudentsState } from '../attendance/class-students-state';
import { useDownloadAttendanceCsv } from './api/download-attendance-csv';
import { useAttendanceReport } from './api/get-attendance-report';
import { AttendanceReportView } from './attendance-report-view';
import { DateRangeFields, isReversed, type DateRange } from '@/web/components/date-range-fields';
import { ExcusedAbsences } from './excused-absences';
import { SectionCard } from '@/web/components/section-card';

export function AttendanceReportCard() {
  const { classId, picker } = useClassChoice();
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  const reversed = isReversed(range);
  const report = useAttendanceReport(classId && !reversed ? { classId, ...range } : null);
  const download = useDownloadAttendanceCsv();
  const serverErrors = fieldErrors(report.error);
  const refused = reversed || Boolean(serverErrors.from || serverErrors.to);

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
        {...picker}
        label="Class"
        loadingLabel="Loading your classes"
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <DateRangeFields
          range={range}
          answer={report.data}
          error={report.error}
          onChange={setRange}
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
      {classId && !refused ? (
        <ClassStudentsState
          query={report}
          loadingLabel="Loading the attendance report"
          errorText="The attendance report could not be loaded."
        >
          {(data) => (
            <>
              <AttendanceReportView report={data} />
              <ExcusedAbsences
                classId={data.classId}
                className={data.className}
                from={data.from}
                to={data.to}
              />
            </>
          )}
        </ClassStudentsState>
      ) : null}
    </SectionCard>
  );
}
