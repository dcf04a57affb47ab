import { addDays } from '@/shared/rules/dates.ts';
import { feeDueDates } from '@/shared/rules/fee-schedule.ts';
import { derivedInt, derivedUuid, pick } from './derive.ts';
import type { YearHistory } from './history-year.ts';
import { seedSchoolDay } from './school-calendar.ts';
import type {
  FeeRecordRow,
  FeeStructureRow,
  PaymentRow,
  StudentRecord,
  YearOptions,
  YearPeople,
} from './school-year-types.ts';

// The school year's fee records and payments (planSchoolYear, school-year.ts).

const PAYMENT_METHODS = ['card', 'bank transfer', 'card', 'cash', 'cheque'] as const;

export function planFees(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  today: string,
  start: string,
  students: StudentRecord[],
  structures: FeeStructureRow[],
  history: YearHistory,
): { feeRecords: FeeRecordRow[]; payments: PaymentRow[] } {
  const specs = typeof options.students === 'object' ? options.students : [];
  const paidShare = options.paidShare ?? 0.85;
  const recordedBy = people.admins[0]?.id ?? null;
  const feeRecords: FeeRecordRow[] = [];
  const payments: PaymentRow[] = [];
  for (const structure of structures) {
    if (structure.status !== 'active') continue;
    // The same due dates the fees API generates (src/shared/rules/fee-schedule.ts).
    const dates = feeDueDates({
      frequency: structure.frequency,
      dueDay: structure.dueDay,
      from: start,
      today: seedSchoolDay(today),
    });
    const latestDue = dates.filter((date) => date <= today).at(-1);
    students.forEach((student, index) => {
      if (!structure.grades.includes(student.grade)) return;
      const unpaidLatest = specs[index]?.unpaidLatest;
      // Issued when the year was set up, or when the student joined during the year: what had
      // fallen due by then was settled on joining.
      const issued =
        history.createdOn[student.id]! > history.setup
          ? history.createdOn[student.id]!
          : history.setup;
      for (const dueDate of dates) {
        const name = `${scope}/fee-record/${structure.id}/${student.id}/${dueDate}`;
        let paidOn: string | null = null;
        // Paid a few days before or after the due date: never before it was issued, nor after today.
        const around = (before: number, after: number) => {
          const paid = addDays(
            dueDate,
            (derivedInt(`${name}/when`) % (before + after + 1)) - before,
          );
          return paid > today ? today : paid < issued ? issued : paid;
        };
        if (dueDate > today) {
          // Not due yet: open.
        } else if (dueDate < issued) {
          paidOn = issued;
        } else if (unpaidLatest) {
          const open = unpaidLatest.includes(structure.feeType) && dueDate === latestDue;
          if (!open) paidOn = around(5, 3);
        } else if ((derivedInt(`${name}/paid`) % 1000) / 1000 < paidShare) {
          paidOn = around(7, 7);
        }
        const record: FeeRecordRow = {
          id: derivedUuid(name),
          studentId: student.id,
          feeStructureId: structure.id,
          feeType: structure.feeType,
          amountCents: structure.amountCents,
          dueDate,
          paidOn,
          issuedOn: issued,
        };
        feeRecords.push(record);
        if (paidOn && record.amountCents > 0) {
          payments.push({
            id: derivedUuid(`${name}/payment`),
            feeRecordId: record.id,
            amountCents: record.amountCents,
            paidOn,
            method: pick(PAYMENT_METHODS, `${name}/method`),
            reference: `R-${derivedInt(`${name}/reference`).toString(36).toUpperCase()}`,
            recordedBy,
          });
        }
      }
    });
  }
  return { feeRecords, payments };
}
