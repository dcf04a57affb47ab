import { sql } from 'kysely';
import type { Role } from '@/shared/schemas/auth.ts';
import type { AttendanceStatus } from '@/shared/rules/attendance.ts';
import type { Tx } from '../../platform/db/tx.ts';
import type { AttendancePeriod } from './db-intents.ts';

// Every query runs as the asking user (app_user, their school, their role): row-level security
// decides what they see. The role filters below only narrow further (a teacher's own classes).

export async function countOf(
  tx: Tx,
  what: 'students' | 'teachers' | 'parents' | 'classes',
): Promise<number> {
  const query =
    what === 'students'
      ? sql<{ n: number }>`select count(*)::int as n from students where status = 'active'`
      : what === 'classes'
        ? sql<{ n: number }>`select count(*)::int as n from classes`
        : sql<{ n: number }>`select count(*)::int as n from profiles
                              where role = ${what === 'teachers' ? 'teacher' : 'parent'}
                                and status = 'active'`;
  const { rows } = await query.execute(tx);
  return rows[0]?.n ?? 0;
}

/** A teacher sees their own classes, a parent their children's, an admin every class. */
const classFilter = (role: Role) =>
  role === 'teacher'
    ? sql`and c.teacher_id = app_user_id()`
    : role === 'admin'
      ? sql``
      : sql`and exists (select 1 from enrolments e where e.tenant_id = c.tenant_id and e.class_id = c.id)`;

export interface ClassSize {
  name: string;
  subject: string;
  students: number;
}

export async function classSizes(tx: Tx, role: Role): Promise<ClassSize[]> {
  const { rows } = await sql<ClassSize>`
    select c.name, s.name as subject,
           (select count(*)::int from enrolments e
             where e.tenant_id = c.tenant_id and e.class_id = c.id) as students
      from classes c
      join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
     where true ${classFilter(role)}
     order by c.name
     limit 30`.execute(tx);
  return rows;
}

export interface FeeDue {
  student: string;
  fee_type: string;
  due_date: string;
  due_cents: number;
  status: 'pending' | 'overdue';
}

/** What is due now (app_fee_due_now), as the parent dashboard counts it, by record. */
export async function feesDue(tx: Tx, today: string): Promise<FeeDue[]> {
  const { rows } = await sql<FeeDue>`
    select s.full_name as student, fr.fee_type, fr.due_date::text as due_date,
           app_fee_outstanding_cents(fr.amount_cents, fr.paid_on,
             (select sum(p.amount_cents) from payments p
               where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id))::int as due_cents,
           app_fee_status(fr.due_date, fr.paid_on, ${today}::date) as status
      from fee_records fr
      join students s on s.tenant_id = fr.tenant_id and s.id = fr.student_id
     where app_fee_due_now(fr.due_date, fr.paid_on, ${today}::date)
     order by fr.due_date, s.full_name, fr.id
     limit 200`.execute(tx);
  return rows.filter((row) => row.due_cents > 0);
}

export interface AttendanceCounts {
  student: string;
  present: number;
  absent: number;
  late: number;
}

export function periodRange(period: AttendancePeriod, today: string): { from: string; to: string } {
  const date = new Date(`${today}T00:00:00Z`);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  if (period === 'today') return { from: today, to: today };
  if (period === 'this week') {
    const monday = new Date(date);
    monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return { from: iso(monday), to: today };
  }
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  if (period === 'this month') return { from: iso(first), to: today };
  const lastMonthEnd = new Date(first);
  lastMonthEnd.setUTCDate(0);
  const lastMonthStart = new Date(
    Date.UTC(lastMonthEnd.getUTCFullYear(), lastMonthEnd.getUTCMonth(), 1),
  );
  return { from: iso(lastMonthStart), to: iso(lastMonthEnd) };
}

export async function attendanceCounts(
  tx: Tx,
  range: { from: string; to: string },
): Promise<AttendanceCounts[]> {
  // Counted per student first and the students read once (materialized): joined row by row, the
  // planner may re-read the students, and check each one's row-level security, per attendance row.
  const { rows } = await sql<AttendanceCounts>`
    with counts as materialized (
      select a.student_id,
             count(*) filter (where a.status = 'present')::int as present,
             count(*) filter (where a.status = 'absent')::int as absent,
             count(*) filter (where a.status = 'late')::int as late
        from attendance a
       where a.date between ${range.from}::date and ${range.to}::date
       group by a.student_id
    ), seen as materialized (
      select s.id, s.full_name from students s
    )
    select s.full_name as student, c.present, c.absent, c.late
      from counts c
      join seen s on s.id = c.student_id
     order by s.full_name
     limit 1000`.execute(tx);
  return rows;
}

export interface TimetableLine {
  start_time: string;
  end_time: string;
  class_name: string;
  subject: string;
  room: string;
}

export async function timetableOn(tx: Tx, role: Role, dow: number): Promise<TimetableLine[]> {
  const { rows } = await sql<TimetableLine>`
    select to_char(t.start_time, 'HH24:MI') as start_time, to_char(t.end_time, 'HH24:MI') as end_time,
           c.name as class_name, s.name as subject, coalesce(t.room, c.room) as room
      from timetable_entries t
      join classes c on c.tenant_id = t.tenant_id and c.id = t.class_id
      join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
     where t.day_of_week = ${dow} ${classFilter(role)}
     order by t.start_time, c.name
     limit 40`.execute(tx);
  return rows;
}

export interface HomeworkLine {
  title: string;
  class_name: string;
  subject: string;
  due_date: string;
}

export async function homeworkDue(tx: Tx, today: string): Promise<HomeworkLine[]> {
  const { rows } = await sql<HomeworkLine>`
    select a.title, c.name as class_name, s.name as subject, a.due_date::text as due_date
      from assignments a
      join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
      join subjects s on s.tenant_id = a.tenant_id and s.id = a.subject_id
     where a.status = 'published' and a.due_date >= ${today}::date
     order by a.due_date, c.name, a.title
     limit 10`.execute(tx);
  return rows;
}

export interface ClassTeacher {
  id: string;
  name: string;
  subject: string;
  teacher: string;
  email: string;
}

/** The caller's classes (as classFilter) with subject and teacher, for questions naming them. */
export async function classesOf(tx: Tx, role: Role): Promise<ClassTeacher[]> {
  const { rows } = await sql<ClassTeacher>`
    select c.id, c.name, s.name as subject, coalesce(p.full_name, '') as teacher,
           coalesce(p.email, '') as email
      from classes c
      join subjects s on s.tenant_id = c.tenant_id and s.id = c.subject_id
      left join profiles p on p.tenant_id = c.tenant_id and p.user_id = c.teacher_id
     where true ${classFilter(role)}
     order by c.name, s.name, p.full_name
     limit 2000`.execute(tx);
  return rows;
}

export interface DayAttendance {
  student: string;
  roll_number: string;
  status: AttendanceStatus | null;
  minutes_late: number | null;
  reason: string | null;
}

/** Active students of the classes (those the caller may see) and their mark on the date, if any. */
export async function attendanceOn(
  tx: Tx,
  classIds: string[],
  date: string,
): Promise<DayAttendance[]> {
  if (classIds.length === 0) return [];
  const { rows } = await sql<DayAttendance>`
    select s.full_name as student, s.roll_number, a.status, a.minutes_late, a.reason
      from students s
      left join attendance a on a.tenant_id = s.tenant_id and a.student_id = s.id
                            and a.date = ${date}::date
     where s.status = 'active'
       and exists (select 1 from enrolments e
                    where e.tenant_id = s.tenant_id and e.student_id = s.id
                      and e.class_id in (${sql.join(classIds)}))
     order by s.full_name, s.roll_number
     limit 2000`.execute(tx);
  return rows;
}
