import { sql } from 'kysely';
import type { Role } from '@/shared/schemas/auth.ts';
import type { Tx } from '../../platform/db/tx.ts';

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

export interface AttendanceCounts {
  student: string;
  present: number;
  absent: number;
  late: number;
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
