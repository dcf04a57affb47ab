import { sql, type Compilable, type RawBuilder } from 'kysely';
import {
  ATTENDANCE_WINDOW_DAYS,
  type AttendanceCounts,
  type AttendanceStatus,
} from '@/shared/rules/attendance.ts';
import { LIST_LIMITS } from '@/shared/rules/list-limits.ts';
import type { Tx } from '../platform/db/tx.ts';

/** A raw statement as a one-round-trip read (readAsCaller compiles it with its own builder). */
export const compilable = <R>(qb: Tx, query: RawBuilder<R>): Compilable<R> => ({
  compile: () => query.compile(qb),
});

/** Days back from today that still count as "this month" (the window's first day). */
const WINDOW_BACK = ATTENDANCE_WINDOW_DAYS - 1;

export interface ChildJson {
  id: string;
  name: string;
  rollNumber: string;
  className: string;
  gradeLevel: number;
}

/*
 * The pieces below are shared by My Children and Schedule. The dashboard states the same rules in
 * app_parent_dashboard (db/routines/60_parent-dashboard.sql): a change here belongs there too. The
 * school's today and the fee rules are the database's own (10_school-clock.sql, 30_fees.sql).
 */

/**
 * The school of the request, its zone and today (the school clock), and the caller's
 * children (row-level security and the guardianship join: a parent sees only their own).
 */
export const schoolAndChildren = sql`
  school as (
    select t.id as tenant_id, t.school_name, t.office_email, t.office_phone,
           t.payment_instructions, app_school_zone() as time_zone, app_school_today() as today
      from tenants t where t.id = app_tenant_id()),
  kids as (
    select s.tenant_id, s.id, s.full_name, s.roll_number, s.grade_level,
           'Grade ' || s.grade_level || s.section as class_name
      from students s
      join guardianships g on g.tenant_id = s.tenant_id and g.student_id = s.id
                          and g.parent_user_id = app_user_id()
     where s.tenant_id = app_tenant_id())`;

/** Marked days of the attendance window (the last 30 days up to the school's today). */
const windowCounts = (child: string) =>
  sql.raw(`(select json_build_object(
      'present', count(*) filter (where a.status = 'present'),
      'absent', count(*) filter (where a.status = 'absent'),
      'late', count(*) filter (where a.status = 'late'))
     from attendance a
    where a.tenant_id = ${child}.tenant_id and a.student_id = ${child}.id
      and a.date between school.today - ${WINDOW_BACK} and school.today)`);

/** Published work still to hand in. */
const pendingCount = (child: string) =>
  sql.raw(`(select count(*)::int from submissions su
     join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id
    where su.tenant_id = ${child}.tenant_id and su.student_id = ${child}.id
      and su.status = 'pending' and asg.status = 'published')`);

/** Unpaid fee records due up to today (pending or overdue), less what was paid on them. */
const dueCents = (child: string) =>
  sql.raw(`(select coalesce(sum(app_fee_outstanding_cents(fr.amount_cents, fr.paid_on,
                (select sum(p.amount_cents) from payments p
                  where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id))), 0)::int
     from fee_records fr
    where fr.tenant_id = ${child}.tenant_id and fr.student_id = ${child}.id
      and app_fee_due_now(fr.due_date, fr.paid_on, school.today))`);

/** The child's week: the timetable of every class they are enrolled in, Monday first. */
const timetable = (child: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_object(
        'id', te.id, 'dayOfWeek', te.day_of_week, 'subject', sb.name,
        'teacher', coalesce(pr.full_name, ''), 'room', coalesce(te.room, c.room),
        'startTime', to_char(te.start_time, 'HH24:MI'), 'endTime', to_char(te.end_time, 'HH24:MI'))
        order by te.day_of_week, te.start_time, sb.name), '[]'::json)
     from enrolments e
     join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
     join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
     join timetable_entries te on te.tenant_id = c.tenant_id and te.class_id = c.id
     left join profiles pr on pr.tenant_id = c.tenant_id and pr.user_id = c.teacher_id
    where e.tenant_id = ${child}.tenant_id and e.student_id = ${child}.id)`);

/** The child's teachers, one per teacher with the subjects they teach the child. */
const teachers = (child: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_object(
        'id', t.teacher_id, 'name', t.name, 'role', 'teacher', 'subject', t.subjects,
        'email', t.email, 'phone', t.phone, 'availability', t.availability)
        order by t.name, t.teacher_id), '[]'::json)
     from (select c.teacher_id, pr.full_name as name, pr.email, pr.phone, pr.availability,
                  string_agg(distinct sb.name, ', ') as subjects
             from enrolments e
             join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
             join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
             join profiles pr on pr.tenant_id = c.tenant_id and pr.user_id = c.teacher_id
            where e.tenant_id = ${child}.tenant_id and e.student_id = ${child}.id
            group by c.teacher_id, pr.full_name, pr.email, pr.phone, pr.availability) t)`);

export interface DashboardRow {
  today: string;
  time_zone: string | null;
  school: {
    name: string;
    officeEmail: string | null;
    officePhone: string | null;
    paymentInstructions: string | null;
  };
  children: ChildJson[];
  child: ChildJson | null;
  counts: AttendanceCounts | null;
  recent: { date: string; status: AttendanceStatus }[];
  pending: number;
  grades: string[];
  homework: {
    id: string;
    studentId: string;
    title: string;
    subject: string;
    dueDate: string;
    status: 'pending' | 'submitted' | 'graded';
    description: string | null;
    grade: string | null;
    hasFile: boolean;
  }[];
  due_cents: number;
  fees: {
    id: string;
    type: string;
    amountCents: number;
    outstandingCents: number;
    dueDate: string;
    status: 'paid' | 'pending' | 'overdue';
    paidDate: string | null;
    paymentId: string | null;
  }[];
  timetable: TimetableJson[];
  teachers: ContactJson[];
  staff: ContactJson[];
}

export interface TimetableJson {
  id: string;
  dayOfWeek: number;
  subject: string;
  teacher: string;
  room: string;
  startTime: string;
  endTime: string;
}

export interface ContactJson {
  id: string;
  name: string;
  role: 'teacher' | 'admin' | 'principal';
  subject: string | null;
  email: string;
  phone: string | null;
  availability: string | null;
}

/**
 * The whole parent dashboard for one child in ONE statement: every card is a JSON aggregate over
 * indexed rows of that child. `studentId` null picks the first child (by name, then roll number).
 * The statement lives in app_parent_dashboard (db/migrations/0018_parent_dashboard_function.sql, its
 * current body in 0027), a plpgsql function, so each pooled connection plans it once instead of on
 * every request.
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
  return compilable(
    qb,
    sql<OverviewRow>`
    with ${schoolAndChildren}
    select k.id, k.full_name as name, k.roll_number as "rollNumber", k.class_name as "className", k.grade_level as "gradeLevel",
           ${teachers('k')} as teachers, ${windowCounts('k')} as counts,
           ${pendingCount('k')} as pending, ${dueCents('k')} as due_cents
      from kids k cross join school
     order by k.full_name, k.roll_number, k.id`,
  );
}

export interface ScheduleRow extends ChildJson {
  time_zone: string | null;
  timetable: TimetableJson[];
}

/** Schedule: the week of every child. */
export function childrenScheduleQuery(qb: Tx): Compilable<ScheduleRow> {
  return compilable(
    qb,
    sql<ScheduleRow>`
    with ${schoolAndChildren}
    select k.id, k.full_name as name, k.roll_number as "rollNumber", k.class_name as "className", k.grade_level as "gradeLevel",
           school.time_zone, ${timetable('k')} as timetable
      from kids k cross join school
     order by k.full_name, k.roll_number, k.id`,
  );
}
