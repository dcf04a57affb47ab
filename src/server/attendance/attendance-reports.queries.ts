import { sql } from 'kysely';
import type { AttendanceStatus } from '@/shared/rules/attendance.ts';
import type { Tx } from '../db/tx.ts';

/** The school's today in its time zone (the server's zone when it has none). */
export async function schoolToday(tx: Tx, serverTimeZone: string): Promise<string> {
  const { rows } = await sql<{ today: string }>`
    select (now() at time zone coalesce(time_zone, ${serverTimeZone}))::date::text as today
      from tenants where id = app_tenant_id()`.execute(tx);
  return rows[0]!.today;
}

/** Every student of the class (by name) with their marks between the dates, in date order. */
export async function classMarksBetween(tx: Tx, classId: string, from: string, to: string) {
  const rows = await tx
    .selectFrom('enrolments as e')
    .innerJoin('students as s', (join) =>
      join.onRef('s.tenant_id', '=', 'e.tenant_id').onRef('s.id', '=', 'e.student_id'),
    )
    .leftJoin('attendance as a', (join) =>
      join
        .onRef('a.tenant_id', '=', 'e.tenant_id')
        .onRef('a.student_id', '=', 'e.student_id')
        .on('a.date', '>=', from)
        .on('a.date', '<=', to),
    )
    .select([
      's.id as studentId',
      's.full_name as studentName',
      's.roll_number as rollNumber',
      sql<string | null>`a.date::text`.as('date'),
      'a.status',
    ])
    .where('e.class_id', '=', classId)
    .orderBy('s.full_name')
    .orderBy('s.id')
    .orderBy('a.date')
    .execute();
  return rows as {
    studentId: string;
    studentName: string;
    rollNumber: string;
    date: string | null;
    status: AttendanceStatus | null;
  }[];
}

/** The teacher's classes with enrolled students not marked on `date`. */
export async function classesNotMarkedOn(tx: Tx, teacherId: string, date: string) {
  const { rows } = await sql<{
    classId: string;
    className: string;
    studentCount: number;
    marked: number;
  }>`
    select c.id as "classId", c.name as "className",
           count(e.student_id)::int as "studentCount", count(a.student_id)::int as marked
      from classes c
      join enrolments e on e.tenant_id = c.tenant_id and e.class_id = c.id
      left join attendance a on a.tenant_id = e.tenant_id and a.student_id = e.student_id
                            and a.date = cast(${date} as date)
     where c.teacher_id = ${teacherId}
     group by c.id, c.name
    having count(a.student_id) < count(e.student_id)
     order by c.name, c.id`.execute(tx);
  return rows;
}
