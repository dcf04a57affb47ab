import {
  attendanceRate,
  noAttendance,
  sumAttendance,
  type AttendanceCounts,
} from '@/shared/rules/attendance.ts';
import { schoolYearOf } from '@/shared/rules/fee-schedule.ts';
import {
  isLetterGrade,
  overallLetterGrade,
  type LetterGrade,
} from '@/shared/rules/letter-grades.ts';
import { schoolMonthsSoFar, termContaining, termsOf, type Term } from '@/shared/rules/terms.ts';
import type { AttendanceSummary, ParentReports, ReportTerm } from '@/shared/schemas/parent.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { toChild } from './parent.service.ts';
import { childrenReportQuery, type ReportRow } from './parent-reports.queries.ts';

function summary(counts: readonly AttendanceCounts[]): AttendanceSummary {
  const total = sumAttendance(counts);
  return { ...total, ratePercent: attendanceRate(total) };
}

/** A term of one child: its months' attendance, its graded work overall and per subject. */
function termReport(term: Term, row: ReportRow): ReportTerm {
  const months = row.months.filter(({ month }) => termContaining([term], `${month}-01`) !== null);
  const graded = row.graded.filter(
    (work): work is typeof work & { grade: LetterGrade } =>
      termContaining([term], work.date) !== null && isLetterGrade(work.grade),
  );
  const bySubject = new Map<string, LetterGrade[]>();
  for (const work of graded) {
    bySubject.set(work.subject, [...(bySubject.get(work.subject) ?? []), work.grade]);
  }
  return {
    ...term,
    attendance: summary(months),
    gradedCount: graded.length,
    overallGrade: overallLetterGrade(graded.map((work) => work.grade)),
    subjects: [...bySubject]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([subject, grades]) => ({
        subject,
        gradedCount: grades.length,
        overallGrade: overallLetterGrade(grades) ?? 'F',
      })),
  };
}

/**
 * Reports: for each of the caller's children, every term of the school year containing the
 * school's today (attendance and graded work, the letter per subject) and the attendance rate of
 * each month from September up to this month. One statement; row-level security and the
 * guardianship join keep it to the caller's own children.
 */
export async function getReports(scope: RequestScope): Promise<ParentReports> {
  const rows = await scope.readAsCaller((qb) => childrenReportQuery(qb));
  const today = rows[0]?.today;
  if (!today) throw new Error('The school of this request does not exist');
  const terms = termsOf(today);
  const months = schoolMonthsSoFar(today);
  return {
    today,
    schoolYear: schoolYearOf(today),
    children: rows.flatMap((row) => {
      if (row.id === null) return [];
      const byMonth = new Map(row.months.map((entry) => [entry.month, entry]));
      return [
        {
          ...toChild({ ...row, id: row.id }),
          terms: terms.map((term) => termReport(term, row)),
          months: months.map((month) => ({
            month,
            ...summary([byMonth.get(month) ?? noAttendance()]),
          })),
        },
      ];
    }),
  };
}
