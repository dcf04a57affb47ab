import { sql } from 'kysely';
import type { AttendanceCounts, AttendanceStatus } from '@/shared/rules/attendance.ts';
import type { Tx } from '../../platform/db/tx.ts';
import { uuids } from './uuid-list.ts';

// Reads for the answers about people and attendance, as the caller (row-level security). The
// rules are the screens' own: a child's counts over a period are app_child_attendance_counts
// (55_parent-rules.sql); a rate is taken from counts by attendanceRate (shared/rules/attendance.ts).

export interface RosterLine {
  id: string;
  name: string;
  roll_number: string;
  grade: number;
  section: string;
}

/** Active students enrolled in any of the classes, once each. */
export async function rosterOf(tx: Tx, classIds: readonly string[]): Promise<RosterLine[]> {
  if (classIds.length === 0) return [];
  const { rows } = await sql<RosterLine>`
    select s.id, s.full_name as name, s.roll_number, s.grade_level as grade, s.section
      from students s
     where s.status = 'active'
       and exists (select 1 from enrolments e where e.tenant_id = s.tenant_id and e.student_id = s.id
                      and e.class_id in ${uuids(classIds)})
     order by s.full_name, s.roll_number
     limit 2000`.execute(tx);
  return rows;
}

/** Active students the caller may see, of one grade (and section) or all. */
export async function studentsIn(
  tx: Tx,
  grade: number | null,
  section: string | null,
): Promise<RosterLine[]> {
  const { rows } = await sql<RosterLine>`
    select s.id, s.full_name as name, s.roll_number, s.grade_level as grade, s.section
      from students s
     where s.status = 'active'
       and (${grade}::int is null or s.grade_level = ${grade}::int)
       and (${section}::text is null or s.section = ${section}::text)
     order by s.full_name, s.roll_number
     limit 20000`.execute(tx);
  return rows;
}

export interface DayMark {
  student_id: string;
  status: AttendanceStatus;
  minutes_late: number | null;
  reason: string | null;
}

/** The marks of a day of the given students (unmarked students have none). */
export async function marksOn(
  tx: Tx,
  studentIds: readonly string[],
  date: string,
): Promise<DayMark[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await sql<DayMark>`
    select a.student_id, a.status, a.minutes_late, a.reason
      from attendance a
     where a.date = ${date}::date and a.student_id in ${uuids(studentIds)}`.execute(tx);
  return rows;
}

export interface StudentCounts extends AttendanceCounts {
  student_id: string;
}

/** Each student's marked days from `from` to `to` per status (the parent screens' rule). */
export async function countsOf(
  tx: Tx,
  studentIds: readonly string[],
  from: string,
  to: string,
): Promise<StudentCounts[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await sql<{ student_id: string; counts: AttendanceCounts }>`
    select s.id as student_id, c.counts
      from students s
      cross join lateral app_child_attendance_counts(s.tenant_id, s.id, ${from}::date, ${to}::date) c
     where s.id in ${uuids(studentIds)}`.execute(tx);
  return rows.map((r) => ({ student_id: r.student_id, ...r.counts }));
}

export interface MissedDay {
  student_id: string;
  date: string;
  status: 'absent' | 'late';
  minutes_late: number | null;
  /** An absence an accepted note covers (app_absence_excused, 36_absence-notes.sql). */
  excused: boolean;
}

/** The days a student was absent or late in a period, oldest first. */
export async function missedDays(
  tx: Tx,
  studentIds: readonly string[],
  from: string,
  to: string,
): Promise<MissedDay[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await sql<MissedDay>`
    select a.student_id, a.date::text as date, a.status, a.minutes_late,
           app_absence_excused(a.status, a.student_id, a.date, a.class_id) as excused
      from attendance a
     where a.student_id in ${uuids(studentIds)} and a.status <> 'present'
       and a.date between ${from}::date and ${to}::date
     order by a.date
     limit 2000`.execute(tx);
  return rows;
}

/** Why a date is no school day (app_school_day_closure, 20_school-calendar.sql), or null. */
export async function closureOf(tx: Tx, date: string): Promise<string | null> {
  const { rows } = await sql<{ closure: string | null }>`
    select app_school_day_closure(${date}::date) as closure`.execute(tx);
  return rows[0]?.closure ?? null;
}

export interface Meeting {
  meeting_date: string;
  start_time: string;
  place: string;
  student: string;
  teacher: string;
  guardian: string;
}

/** Scheduled meetings the caller may see (their own, or the school's for an admin) in a period. */
export async function meetingsIn(tx: Tx, from: string, to: string): Promise<Meeting[]> {
  const { rows } = await sql<Meeting>`
    select m.meeting_date::text as meeting_date, to_char(m.start_time, 'HH24:MI') as start_time,
           m.place, coalesce(s.full_name, '') as student, coalesce(t.full_name, '') as teacher,
           coalesce(g.full_name, '') as guardian
      from meetings m
      left join students s on s.tenant_id = m.tenant_id and s.id = m.student_id
      left join profiles t on t.tenant_id = m.tenant_id and t.user_id = m.teacher_id
      left join profiles g on g.tenant_id = m.tenant_id and g.user_id = m.guardian_user_id
     where m.status = 'scheduled' and m.meeting_date between ${from}::date and ${to}::date
     order by m.meeting_date, m.start_time
     limit 200`.execute(tx);
  return rows;
}
