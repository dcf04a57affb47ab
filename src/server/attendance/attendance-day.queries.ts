/** What a class's day says besides its marks: whether it is a school day, and its conflicts. */
import { sql } from 'kysely';
import type { AttendanceConflict } from '@/shared/schemas/attendance.ts';
import type { Tx } from '../platform/db/tx.ts';

/** Why the date is not a school day of the current school (app_school_day_closure), or null. */
export async function schoolDayClosure(tx: Tx, date: string): Promise<string | null> {
  const { rows } = await sql<{ closure: string | null }>`
    select app_school_day_closure(cast(${date} as date)) as closure`.execute(tx);
  return rows[0]?.closure ?? null;
}

/**
 * The day's conflicts of the class's students: a teacher's mark that differs from the one that
 * stands (taken first, by someone else), with who took each and in which class.
 */
export async function classConflictsOn(
  tx: Tx,
  classId: string,
  date: string,
): Promise<AttendanceConflict[]> {
  const { rows } = await sql<{
    studentId: string;
    standingStatus: AttendanceConflict['standing']['status'];
    standingBy: string | null;
    standingClass: string | null;
    otherStatus: AttendanceConflict['other']['status'];
    otherBy: string | null;
    otherClass: string | null;
    mine: boolean;
  }>`
    select k.student_id as "studentId",
           a.status as "standingStatus", ap.full_name as "standingBy", ac.name as "standingClass",
           k.status as "otherStatus", kp.full_name as "otherBy", kc.name as "otherClass",
           k.marked_by = app_user_id() as mine
      from enrolments e
      join attendance_conflicts k on k.student_id = e.student_id and k.date = cast(${date} as date)
      join attendance a on a.student_id = k.student_id and a.date = k.date
      left join profiles ap on ap.user_id = a.marked_by
      left join classes ac on ac.id = a.class_id
      left join profiles kp on kp.user_id = k.marked_by
      left join classes kc on kc.id = k.class_id
     where e.class_id = ${classId} and k.status <> a.status
     order by k.student_id, k.marked_at`.execute(tx);
  return rows.map((row) => ({
    studentId: row.studentId,
    mine: row.mine,
    standing: { status: row.standingStatus, by: row.standingBy, className: row.standingClass },
    other: { status: row.otherStatus, by: row.otherBy, className: row.otherClass },
  }));
}
