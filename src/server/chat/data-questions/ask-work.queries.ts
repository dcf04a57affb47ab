import { sql } from 'kysely';
import type { Tx } from '../../platform/db/tx.ts';
import { uuids } from './uuid-list.ts';

// Reads for the answers about work, grades, fees and the week, as the caller (row-level
// security). The rules are the screens' own: a child's work still to hand in is
// app_child_pending_work (55_parent-rules.sql); what is owed now, app_fee_due_now and
// app_fee_outstanding_cents (30_fees.sql); a child's classes, app_child_classes.

export interface WorkLine {
  student_id: string;
  title: string;
  subject: string;
  due_date: string;
  status: 'pending' | 'submitted' | 'graded';
  grade: string | null;
}

/** Each student's work still to hand in (published, not handed in), any due date. */
export async function pendingWorkOf(tx: Tx, studentIds: readonly string[]): Promise<WorkLine[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await sql<WorkLine>`
    select w.student_id, w.title, sb.name as subject, w.due_date::text as due_date, w.status, w.grade
      from students s
      cross join lateral app_child_pending_work(s.tenant_id, s.id) w
      join subjects sb on sb.tenant_id = w.tenant_id and sb.id = w.subject_id
     where s.id in ${uuids(studentIds)}
     order by w.due_date, sb.name, w.title`.execute(tx);
  return rows;
}

/**
 * Each student's published work: due in a period (null: any), of some subjects (none: all), graded
 * only or whatever its status; by due date, or by subject and latest first for grades.
 */
export async function workOf(
  tx: Tx,
  studentIds: readonly string[],
  which: { from: string | null; to: string | null; subjects: readonly string[]; graded: boolean },
): Promise<WorkLine[]> {
  if (studentIds.length === 0) return [];
  const { from, to, subjects, graded } = which;
  const { rows } = await sql<WorkLine>`
    select su.student_id, a.title, sb.name as subject, a.due_date::text as due_date, su.status, su.grade
      from submissions su
      join assignments a on a.tenant_id = su.tenant_id and a.id = su.assignment_id
      join subjects sb on sb.tenant_id = a.tenant_id and sb.id = a.subject_id
     where su.student_id in ${uuids(studentIds)} and a.status = 'published'
       and (${!graded} or su.status = 'graded')
       and (${subjects.length === 0} or sb.name in (${sql.join(subjects.length ? subjects : [''])}))
       and (${from}::date is null or a.due_date between ${from}::date and ${to}::date)
     order by ${graded ? sql`sb.name, a.due_date desc` : sql`a.due_date, sb.name`}, a.title
     limit 2000`.execute(tx);
  return rows;
}

export interface ClassWork {
  class_id: string;
  title: string;
  subject: string;
  due_date: string;
  handed_in: number;
  pending: number;
}

/** Published work of the classes due in a period, with how many handed it in. */
export async function classWorkDue(
  tx: Tx,
  classIds: readonly string[],
  from: string,
  to: string,
): Promise<ClassWork[]> {
  if (classIds.length === 0) return [];
  const { rows } = await sql<ClassWork>`
    select a.class_id, a.title, sb.name as subject, a.due_date::text as due_date,
           (select count(*) from submissions su where su.tenant_id = a.tenant_id
              and su.assignment_id = a.id and su.status <> 'pending')::int as handed_in,
           (select count(*) from submissions su where su.tenant_id = a.tenant_id
              and su.assignment_id = a.id and su.status = 'pending')::int as pending
      from assignments a
      join subjects sb on sb.tenant_id = a.tenant_id and sb.id = a.subject_id
     where a.class_id in ${uuids(classIds)} and a.status = 'published'
       and a.due_date between ${from}::date and ${to}::date
     order by a.due_date, sb.name, a.title
     limit 200`.execute(tx);
  return rows;
}

export interface FeeLine {
  student_id: string;
  student: string;
  fee_type: string;
  due_date: string;
  cents: number;
  status: string;
  paid_on: string | null;
}

/** Fee records due now with what is still to pay on each (the dashboard's rule). */
export async function feesOwed(tx: Tx, today: string): Promise<FeeLine[]> {
  const { rows } = await sql<FeeLine>`
    select fr.student_id, s.full_name as student, fr.fee_type, fr.due_date::text as due_date,
           app_fee_outstanding_cents(fr.amount_cents, fr.paid_on,
             (select sum(p.amount_cents) from payments p
               where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id))::int as cents,
           app_fee_status(fr.due_date, fr.paid_on, ${today}::date) as status, null as paid_on
      from fee_records fr
      join students s on s.tenant_id = fr.tenant_id and s.id = fr.student_id
     where app_fee_due_now(fr.due_date, fr.paid_on, ${today}::date)
     order by s.full_name, fr.due_date, fr.id
     limit 5000`.execute(tx);
  return rows.filter((row) => row.cents > 0);
}

/** Payments made in a period, by fee record. */
export async function paymentsIn(tx: Tx, from: string, to: string): Promise<FeeLine[]> {
  const { rows } = await sql<FeeLine>`
    select fr.student_id, s.full_name as student, fr.fee_type, fr.due_date::text as due_date,
           p.amount_cents as cents, 'paid' as status, p.paid_on::text as paid_on
      from payments p
      join fee_records fr on fr.tenant_id = p.tenant_id and fr.id = p.fee_record_id
      join students s on s.tenant_id = fr.tenant_id and s.id = fr.student_id
     where p.paid_on between ${from}::date and ${to}::date
     order by p.paid_on, s.full_name
     limit 5000`.execute(tx);
  return rows;
}

export interface Lesson {
  class_id: string;
  start_time: string;
  end_time: string;
  class_name: string;
  subject: string;
  teacher: string;
  room: string;
}

/** The lessons of the classes on an ISO weekday (an entry's own room before the class's). */
export async function lessonsOn(
  tx: Tx,
  classIds: readonly string[],
  dow: number,
): Promise<Lesson[]> {
  if (classIds.length === 0) return [];
  const { rows } = await sql<Lesson>`
    select c.id as class_id, to_char(t.start_time, 'HH24:MI') as start_time,
           to_char(t.end_time, 'HH24:MI') as end_time, c.name as class_name, s.name as subject,
           coalesce(p.full_name, '') as teacher, coalesce(t.room, c.room) as room
      from timetable_entries t
      join classes c on c.tenant_id = t.tenant_id and c.id = t.class_id
      join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
      left join profiles p on p.tenant_id = c.tenant_id and p.user_id = c.teacher_id
     where t.day_of_week = ${dow} and c.id in ${uuids(classIds)}
     order by t.start_time, c.name
     limit 200`.execute(tx);
  return rows;
}

/** The classes each student is enrolled in (app_child_classes). */
export async function classIdsOf(
  tx: Tx,
  studentIds: readonly string[],
): Promise<{ student_id: string; class_id: string }[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await sql<{ student_id: string; class_id: string }>`
    select s.id as student_id, c.id as class_id
      from students s cross join lateral app_child_classes(s.tenant_id, s.id) c
     where s.id in ${uuids(studentIds)}`.execute(tx);
  return rows;
}
