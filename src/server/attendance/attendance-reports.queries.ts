import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

/**
 * The teacher's classes with a lesson on `date` (a timetable entry on its weekday, the date a
 * school day) and enrolled students not marked on it.
 */
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
       and app_is_school_day(cast(${date} as date))
       and exists (select 1 from timetable_entries te
                    where te.tenant_id = c.tenant_id and te.class_id = c.id
                      and te.day_of_week = extract(isodow from cast(${date} as date)))
     group by c.id, c.name
    having count(a.student_id) < count(e.student_id)
     order by c.name, c.id`.execute(tx);
  return rows;
}
