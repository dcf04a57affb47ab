import { GradingQueue } from '../assignments/components/grading-queue';
import { AttendanceReportCard } from './attendance-report-card';
import { UnmarkedTodayCard } from './unmarked-today-card';
import { PageSection } from '@/web/components/page-section';

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
