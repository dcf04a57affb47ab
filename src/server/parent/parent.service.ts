import { sql } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import { attendanceRate, noAttendance } from '@/shared/rules/attendance.ts';
import { studentClassLabel } from '@/shared/rules/class-labels.ts';
import { isLetterGrade, overallLetterGrade } from '@/shared/rules/letter-grades.ts';
import {
  type ChildOverview,
  type ChildSchedule,
  type ParentDashboard,
  type ParentHomework,
  type ParentAssignment,
  type ParentFee,
  type ParentHomeworkQuery,
  type TimetableEntry,
} from '@/shared/schemas/parent.ts';
import { WEEKDAYS } from '@/shared/schemas/classes.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { publishStudentEvents } from '../platform/live/live.publish.ts';
import { childrenHomeworkQuery } from './parent-homework.queries.ts';
import {
  childrenOverviewQuery,
  childrenScheduleQuery,
  dashboardQuery,
  type ChildJson,
  type DashboardRow,
  type TimetableJson,
} from './parent.queries.ts';

const NO_CHILD = 'This child was not found among your children.';
const NO_WORK = 'This piece of work was not found among your children’s homework.';

/** Where a parent downloads an assignment's attachment (the assignments domain serves it). */
export const attachmentUrl = (assignmentId: string) =>
  `/api/assignments/${assignmentId}/attachment`;

/** Where a parent opens the printable receipt of a payment (a web route). */
export const receiptUrl = (paymentId: string) => `/parent/receipts/${paymentId}`;

/*
 * The mappers below build each answer object from the fields they destructure. Copies made with
 * object rest (`({ a, ...rest }) => ({ ...rest, b })`, which V8 runs in its runtime) took on
 * shapes that the reply check then read through slow property lookups: on the parent dashboard the
 * check cost 2 to 3 times as much (bench/README.md, "what the reply check costs, found").
 */

/** A piece of work as parents see it: a letter grade or none, and its attachment's link. */
function toAssignment(work: DashboardRow['homework'][number]): ParentAssignment {
  const { id, studentId, title, subject, dueDate, status, description, grade, hasFile } = work;
  const letter = isLetterGrade(grade) ? grade : null;
  const link = hasFile ? attachmentUrl(id) : null;
  return {
    id,
    studentId,
    title,
    subject,
    dueDate,
    status,
    description,
    grade: letter,
    attachmentUrl: link,
  };
}

/** A child as the parent screens show them: the class labelled from grade and section. */
export function toChild({ id, name, rollNumber, gradeLevel, section }: ChildJson) {
  return { id, name, rollNumber, className: studentClassLabel(gradeLevel, section), gradeLevel };
}

function toTimetable(rows: readonly TimetableJson[]): TimetableEntry[] {
  const entries: TimetableEntry[] = [];
  for (const { id, dayOfWeek, startTime, endTime, subject, teacher, room } of rows) {
    const day = WEEKDAYS[dayOfWeek - 1];
    if (day) entries.push({ id, day, startTime, endTime, subject, teacher, room });
  }
  return entries;
}

function toFee(fee: DashboardRow['fees'][number]): ParentFee {
  const { id, type, amountCents, outstandingCents, dueDate, status, paidDate, paymentId } = fee;
  const receipt = paymentId ? receiptUrl(paymentId) : null;
  return {
    id,
    type,
    amountCents,
    outstandingCents,
    dueDate,
    status,
    paidDate,
    receiptUrl: receipt,
  };
}

/**
 * The parent dashboard of one child (the first child when none is named), in one round trip.
 * A child who is not the caller's is not found, whoever's it is.
 */
export async function getDashboard(
  scope: RequestScope,
  studentId: string | undefined,
): Promise<ParentDashboard> {
  const [row] = await scope.readAsCaller((qb) => dashboardQuery(qb, studentId ?? null));
  if (!row) throw new Error('The school of this request does not exist');
  if (studentId && !row.child) throw new AppError('NOT_FOUND', NO_CHILD);
  const counts = row.counts ?? noAttendance();
  return {
    today: row.today,
    timeZone: row.time_zone,
    school: row.school,
    children: row.children.map(toChild),
    child: row.child && toChild(row.child),
    attendance: {
      ratePercent: attendanceRate(counts),
      present: counts.present,
      absent: counts.absent,
      late: counts.late,
      recent: row.recent,
    },
    homework: {
      pendingCount: row.pending,
      overallGrade: overallLetterGrade(row.grades.filter(isLetterGrade)),
      items: row.homework.map(toAssignment),
    },
    fees: {
      dueCents: row.due_cents,
      records: row.fees.map(toFee),
    },
    timetable: toTimetable(row.timetable),
    contacts: [...row.teachers, ...row.staff],
  };
}

/** My Children: every child of the caller with a summary. */
export async function getChildren(scope: RequestScope): Promise<ChildOverview[]> {
  const rows = await scope.readAsCaller((qb) => childrenOverviewQuery(qb));
  return rows.map((row) => ({
    ...toChild(row),
    teachers: row.teachers.map((teacher) => ({
      name: teacher.name,
      subject: teacher.subject ?? '',
    })),
    attendanceRatePercent: attendanceRate(row.counts),
    pendingCount: row.pending,
    dueCents: row.due_cents,
  }));
}

/** Homework: every piece of the caller's children, filtered; a child not theirs is not found. */
export async function getHomework(
  scope: RequestScope,
  filter: ParentHomeworkQuery,
): Promise<ParentHomework> {
  const [row] = await scope.readAsCaller((qb) => childrenHomeworkQuery(qb, filter));
  if (!row) throw new Error('The school of this request does not exist');
  if (filter.studentId && !row.children.some((child) => child.id === filter.studentId)) {
    throw new AppError('NOT_FOUND', NO_CHILD);
  }
  return {
    today: row.today,
    subjects: row.subjects,
    children: row.children.map(toChild),
    items: row.items.map((item) => ({
      ...toAssignment(item),
      studentName: item.studentName,
      subjectId: item.subjectId,
      comment: item.comment,
    })),
  };
}

/** Schedule: the week of every child of the caller. */
export async function getSchedule(scope: RequestScope): Promise<ChildSchedule> {
  const rows = await scope.readAsCaller((qb) => childrenScheduleQuery(qb));
  return {
    timeZone: rows[0]?.time_zone ?? null,
    children: rows.map(({ time_zone: _zone, timetable, ...child }) => ({
      ...toChild(child),
      timetable: toTimetable(timetable),
    })),
  };
}

/**
 * 'Mark as done': a guardian records that their child handed the work in (pending → submitted), so
 * it reaches the teacher's Pending Reviews. Row-level security lets a parent change only their own
 * children's submissions, and only to submitted.
 */
export async function markDone(
  scope: RequestScope,
  key: { assignmentId: string; studentId: string },
): Promise<{ status: 'submitted' }> {
  return scope.asCaller(async (tx, me) => {
    const { rows } = await sql<{ status: string; student_name: string }>`
      select su.status, st.full_name as student_name from submissions su
        join guardianships g on g.tenant_id = su.tenant_id and g.student_id = su.student_id
                            and g.parent_user_id = ${me.userId}
        join students st on st.tenant_id = su.tenant_id and st.id = su.student_id
       where su.tenant_id = ${me.tenantId} and su.assignment_id = ${key.assignmentId}
         and su.student_id = ${key.studentId}
         for update of su`.execute(tx);
    const before = rows[0];
    if (!before) throw new AppError('NOT_FOUND', NO_WORK);
    if (before.status !== 'pending') {
      throw new AppError('CONFLICT', 'This work is already handed in.');
    }
    await sql`
      update submissions set status = 'submitted', submitted_at = now(), updated_at = now()
       where tenant_id = ${me.tenantId} and assignment_id = ${key.assignmentId}
         and student_id = ${key.studentId} and status = 'pending'`.execute(tx);
    await auditByCaller(tx, me, 'submissions.handed_in', key.assignmentId, {
      studentId: key.studentId,
      studentName: before.student_name,
    });
    await publishStudentEvents(tx, me.tenantId, [key.studentId], 'homework');
    return { status: 'submitted' };
  });
}
