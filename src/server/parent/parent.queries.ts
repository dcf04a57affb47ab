import { sql, type Compilable, type RawBuilder } from 'kysely';
import { ATTENDANCE_WINDOW_DAYS, type AttendanceCounts } from '@/shared/rules/attendance.ts';
import { LIST_LIMITS } from '@/shared/rules/list-limits.ts';
import type {
  AttendanceEntry,
  Contact,
  ParentAssignment,
  ParentFee,
  SchoolOffice,
  TimetableEntry,
} from '@/shared/schemas/parent.ts';
import type { Tx } from '../platform/db/tx.ts';

/** A raw statement as a one-round-trip read (readAsCaller compiles it with its own builder). */
export const compilable = <R>(qb: Tx, query: RawBuilder<R>): Compilable<R> => ({
  compile: () => query.compile(qb),
});

/** Days back from today that still count as "this month" (the window's first day). */
const WINDOW_BACK = ATTENDANCE_WINDOW_DAYS - 1;

/** A child as the parent statements return it; the service labels the class (toChild). */
export interface ChildJson {
  id: string;
  name: string;
  rollNumber: string;
  gradeLevel: number;
  section: string;
}

/*
 * My Children and Schedule read the rules of the dashboard from db/routines/55_parent-rules.sql
 * (the caller's children, a child's attendance counts, pending work, amount due, week and
 * teachers), as app_parent_dashboard does: each rule is written once, there. The school's today
 * and the fee rules are the database's own too (10_school-clock.sql, 30_fees.sql).
 */

/**
 * The school of the request, its zone and today (the school clock), and the caller's
 * children (app_parent_children: row-level security and the guardianship join).
 */
export const schoolAndChildren = sql`
  school as (
    select t.id as tenant_id, t.school_name, t.office_email, t.office_phone,
           t.payment_instructions, app_school_zone() as time_zone, app_school_today() as today
      from tenants t where t.id = app_tenant_id()),
  kids as (select * from app_parent_children())`;

/** One row per child of the caller, in the parent's order: the child (ChildJson) and `columns`. */
const perChild = <R extends ChildJson>(qb: Tx, columns: RawBuilder<unknown>): Compilable<R> =>
  compilable(
    qb,
    sql<R>`
    with ${schoolAndChildren}
    select k.id, k.full_name as name, k.roll_number as "rollNumber", k.grade_level as "gradeLevel", k.section,
           ${columns}
      from kids k cross join school
     order by k.place`,
  );

/**
 * A row of app_parent_dashboard: the pieces of ParentDashboard as the database builds them, before
 * the service applies the shared rules (attendance rate, overall grade, links).
 */
export interface DashboardRow {
  today: string;
  time_zone: string | null;
  school: SchoolOffice;
  children: ChildJson[];
  child: ChildJson | null;
  counts: AttendanceCounts | null;
  recent: AttendanceEntry[];
  pending: number;
  grades: string[];
  homework: (Omit<ParentAssignment, 'grade' | 'attachmentUrl'> & {
    grade: string | null;
    hasFile: boolean;
  })[];
  due_cents: number;
  fees: (Omit<ParentFee, 'receiptUrl'> & { paymentId: string | null })[];
  timetable: TimetableJson[];
  teachers: ContactJson[];
  staff: ContactJson[];
}

export type TimetableJson = Omit<TimetableEntry, 'day'> & { dayOfWeek: number };

export type ContactJson = Contact;

/**
 * The whole parent dashboard for one child in ONE statement: every card is a JSON aggregate over
 * indexed rows of that child. `studentId` null picks the first child (by name, then roll number).
 * The statement lives in app_parent_dashboard (db/routines/60_parent-dashboard.sql), a plpgsql
 * function, so each pooled connection plans it once instead of on every request.
 *
 * Lists (spec 9 limits): the last 6 marked days; 5 pieces of homework, picked pending first, then
 * due from today, then handed in during the attendance window (latest first), shown by due date;
 * fee records unpaid or due in the window or later, the first 6 by due date (a year of paid months
 * would otherwise fill the card with September).
 */
export function dashboardQuery(qb: Tx, studentId: string | null): Compilable<DashboardRow> {
  return compilable(
    qb,
    sql<DashboardRow>`select * from app_parent_dashboard(${studentId}::uuid,
      ${LIST_LIMITS.parentAttendance}::int, ${LIST_LIMITS.parentHomework}::int,
      ${LIST_LIMITS.parentFees}::int, ${WINDOW_BACK}::int)`,
  );
}

export interface OverviewRow extends ChildJson {
  teachers: ContactJson[];
  counts: AttendanceCounts;
  pending: number;
  due_cents: number;
}

/** My Children: every child with class, teachers, attendance counts, pending work and balance. */
export function childrenOverviewQuery(qb: Tx): Compilable<OverviewRow> {
  return perChild<OverviewRow>(
    qb,
    sql`(select w.teachers from app_child_timetable_and_teachers(k.tenant_id, k.id) w)
             as teachers,
           (select c.counts from app_child_attendance_counts(k.tenant_id, k.id,
              school.today - ${sql.lit(WINDOW_BACK)}, school.today) c) as counts,
           (select count(*)::int from app_child_pending_work(k.tenant_id, k.id)) as pending,
           (select d.due_cents from app_child_due_cents(k.tenant_id, k.id, school.today) d)
             as due_cents`,
  );
}

export interface ScheduleRow extends ChildJson {
  time_zone: string | null;
  timetable: TimetableJson[];
}

/** Schedule: the week of every child. */
export function childrenScheduleQuery(qb: Tx): Compilable<ScheduleRow> {
  return perChild<ScheduleRow>(
    qb,
    sql`school.time_zone,
           (select w.timetable from app_child_timetable_and_teachers(k.tenant_id, k.id) w)
             as timetable`,
  );
}
