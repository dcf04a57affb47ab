import { sql } from 'kysely';
import type { AttendanceRosterEntry } from '@/shared/schemas/attendance.ts';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

/**
 * The class (null id when it is not in the school), whether the caller may take its attendance
 * (app_may_mark_class: an admin, or its teacher), and the school's today in its time zone.
 */
export async function classForAttendance(tx: Tx, classId: string) {
  const { rows } = await sql<{
    id: string | null;
    name: string | null;
    allowed: boolean;
    today: string;
  }>`
    select c.id, c.name, coalesce(app_may_mark_class(c.id), false) as allowed,
           app_school_today()::text as today
      from tenants t
      left join classes c on c.tenant_id = t.id and c.id = ${classId}
     where t.id = app_tenant_id()`.execute(tx);
  return rows[0];
}

/**
 * Every student of the class (by name) with their marks between the dates (in date order; one
 * row with no mark when there is none), wherever the marks were taken.
 */
export async function classMarksBetween(tx: Tx, classId: string, from: string, to: string) {
  const rows = await tx
    .selectFrom('enrolments as e')
    .innerJoin('students as s', (join) => onSameSchool(join, 's.id', 'e.student_id'))
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
      'a.minutes_late as minutesLate',
      'a.reason',
    ])
    .where('e.class_id', '=', classId)
    .orderBy('s.full_name')
    .orderBy('s.id')
    .orderBy('a.date')
    .execute();
  return rows as (AttendanceRosterEntry & { date: string | null })[];
}

/** The class's students (by name) with their mark of the day, wherever it was taken. */
export async function rosterWithMarks(
  tx: Tx,
  classId: string,
  date: string,
): Promise<AttendanceRosterEntry[]> {
  const rows = await classMarksBetween(tx, classId, date, date);
  return rows.map(({ date: _date, ...entry }) => entry);
}
