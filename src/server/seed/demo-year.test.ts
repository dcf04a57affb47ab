import { describe, expect, it } from 'vitest';
import { SAM_RECORD_ID } from './schools/greenwood-year.ts';
import { attendanceRate, attendanceWindowStart } from '@/shared/rules/attendance.ts';
import { overallLetterGrade, type LetterGrade } from '@/shared/rules/letter-grades.ts';
import { greenwood } from '../test/demo.ts';
import { demoSchoolPlan } from './seed-demo.ts';
import { attendanceRows } from './attendance-year.ts';
import { isSchoolDay } from './school-calendar.ts';

/**
 * The demo's year planned for fixed days through the builder's clock: early September (the window
 * reaching into August), mid-year, after a holiday, and July and August (the year's end).
 */
const DAYS = [
  '2026-09-01',
  '2026-09-04',
  '2026-11-24',
  '2027-01-04',
  '2027-02-22',
  '2027-04-19',
  '2027-07-15',
  '2027-08-20',
  '2027-08-31',
];

describe.each(DAYS)('the demo year loaded on %s', (today) => {
  const plan = demoSchoolPlan(greenwood, { today });
  const year = plan.year!;
  const since = (id: string) => year.history.createdOn[id] ?? year.history.setup;

  it("gives Sam Shah the spec's figures: 87 %, A-, 3 pending, $1,200 due", () => {
    const rows = attendanceRows(plan.attendance!);
    const window = rows.filter(
      (row) => row.studentId === SAM_RECORD_ID && row.date >= attendanceWindowStart(today),
    );
    const count = (status: string) => window.filter((row) => row.status === status).length;
    const counts = { present: count('present'), absent: count('absent'), late: count('late') };
    expect(counts).toEqual({ present: 13, absent: 2, late: 0 });
    expect(attendanceRate(counts)).toBe(87);

    const teaching = plan.teaching!;
    const sams = teaching.submissions.filter((row) => row.studentId === SAM_RECORD_ID);
    const letters = sams.flatMap((row) => (row.grade ? [row.grade] : []));
    expect(overallLetterGrade(letters)).toBe('A-');
    expect(sams.filter((row) => row.status === 'pending')).toHaveLength(3);

    const due = year.feeRecords
      .filter((row) => row.studentId === SAM_RECORD_ID && !row.paidOn && row.dueDate <= today)
      .reduce((sum, row) => sum + row.amountCents, 0);
    expect(due).toBe(120000);
  });

  it('marks every student on every school day from the start (or joining) to yesterday', () => {
    const { days, roster, unmarked } = plan.attendance!;
    expect(days.every(isSchoolDay)).toBe(true);
    expect(days.at(-1)! < today).toBe(true);
    // The year so far, and in early September the end of the one before (the 30-day window).
    expect(days[0]! <= attendanceWindowStart(today)).toBe(true);
    expect(days[0]! <= `${year.start}`).toBe(true);
    const rows = attendanceRows(plan.attendance!);
    expect(rows).toHaveLength(
      roster.reduce((sum, entry) => sum + days.filter((day) => day >= entry.from).length, 0) -
        unmarked.length,
    );
    expect(unmarked.every((row) => row.studentId === SAM_RECORD_ID)).toBe(true);
    for (const entry of roster) expect(entry.from).toBe(since(entry.studentId));
  });

  it('sets homework due on school days, graded with a spread of letters, never before a class or student was there', () => {
    const { assignments, submissions } = plan.teaching!;
    expect(assignments.every((row) => isSchoolDay(row.dueDate))).toBe(true);
    const due = new Map(assignments.map((row) => [row.id, row]));
    const classOf = new Map(year.classes.map((klass) => [klass.id, klass]));
    for (const row of assignments) {
      expect(row.createdAt.slice(0, 10) >= since(row.classId)).toBe(true);
      expect(
        row.createdAt.slice(0, 10) < today || row.createdAt.slice(0, 10) === since(row.classId),
      ).toBe(true);
      expect(classOf.get(row.classId)).toBeDefined();
    }
    for (const row of submissions) {
      expect(due.get(row.assignmentId)!.dueDate >= since(row.studentId)).toBe(true);
    }
    const letters = new Set(submissions.flatMap((row) => (row.grade ? [row.grade] : [])));
    expect(letters.size).toBeGreaterThanOrEqual(6);
    // Sam's subjects are not all one letter.
    const bySubject = new Map<string, LetterGrade[]>();
    for (const row of submissions.filter((row) => row.studentId === SAM_RECORD_ID && row.grade)) {
      const subject = due.get(row.assignmentId)!.subjectId;
      bySubject.set(subject, [...(bySubject.get(subject) ?? []), row.grade!]);
    }
    const subjectGrades = new Set(
      [...bySubject.values()].map((grades) => overallLetterGrade(grades)),
    );
    expect(subjectGrades.size).toBeGreaterThanOrEqual(3);
  });

  it('pays fees after they were issued and around their due dates, never ahead of them', () => {
    for (const record of year.feeRecords) {
      if (record.dueDate > today) expect(record.paidOn).toBeNull();
      if (record.paidOn) {
        expect(record.paidOn >= record.issuedOn).toBe(true);
        expect(record.paidOn <= today).toBe(true);
      }
      expect(
        record.issuedOn >= since(record.studentId) || record.issuedOn === year.history.setup,
      ).toBe(true);
    }
    for (const payment of year.payments) expect(payment.paidOn <= today).toBe(true);
    // Sam: every record due before the latest Tuition was paid, that one is open, later ones too.
    const sams = year.feeRecords.filter((row) => row.studentId === SAM_RECORD_ID);
    const latestTuition = sams
      .filter((row) => row.feeType === 'Tuition' && row.dueDate <= today)
      .at(-1)!;
    for (const row of sams) {
      expect(row.paidOn === null).toBe(row === latestTuition || row.dueDate > today);
    }
  });

  it('dates people and classes across the year, most before it began, a few this month', () => {
    const monthStart = `${today.slice(0, 8)}01`;
    const ids = {
      students: year.students.map((student) => student.id),
      teachers: plan.teachers.map((person) => person.id),
      parents: plan.parents.map((person) => person.id),
      classes: year.classes.map((klass) => klass.id),
    };
    for (const [kind, list] of Object.entries(ids)) {
      const before = list.filter((id) => since(id) < monthStart).length;
      expect(
        list.every((id) => since(id) <= today),
        kind,
      ).toBe(true);
      // A real trend: something then, and more now.
      expect(before, kind).toBeGreaterThan(list.length / 2);
      expect(before, kind).toBeLessThan(list.length);
    }
  });
});
