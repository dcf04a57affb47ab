import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';
import { hhmm } from '../platform/sql/time-of-day.ts';

export interface BookingRow {
  id: string;
  session_id: string;
  teacher_id: string;
  teacher_name: string;
  student_id: string;
  student_name: string;
  guardian_user_id: string;
  guardian_name: string;
  meeting_date: string;
  start_time: string;
  end_time: string;
  place: string;
  sequence: number;
  changeable: boolean;
  starts_at: Date;
  ends_at: Date;
}

/** The caller's own scheduled conference bookings (row-level security: their own meetings). */
function bookings(tx: Tx) {
  return tx
    .selectFrom('meetings as m')
    .innerJoin('students as st', (join) => onSameSchool(join, 'st.id', 'm.student_id'))
    .innerJoin('profiles as p', (join) => onSameSchool(join, 'p.user_id', 'm.guardian_user_id'))
    .leftJoin('profiles as tp', (join) => onSameSchool(join, 'tp.user_id', 'm.teacher_id'))
    .select([
      'm.id',
      sql<string>`m.session_id`.as('session_id'),
      'm.teacher_id',
      sql<string>`coalesce(tp.full_name, 'Your teacher')`.as('teacher_name'),
      'm.student_id',
      'st.full_name as student_name',
      'm.guardian_user_id',
      'p.full_name as guardian_name',
      'm.meeting_date',
      hhmm('m.start_time').as('start_time'),
      hhmm('m.end_time').as('end_time'),
      'm.place',
      'm.sequence',
      sql<boolean>`app_conference_open(m.session_id, m.start_time)`.as('changeable'),
      sql<Date>`app_school_instant(m.meeting_date, m.start_time)`.as('starts_at'),
      sql<Date>`app_school_instant(m.meeting_date, m.end_time)`.as('ends_at'),
    ])
    .where('m.session_id', 'is not', null)
    .where('m.status', '=', 'scheduled');
}

export function guardianBookings(tx: Tx, guardianId: string, sessionIds: string[]) {
  if (!sessionIds.length) return Promise.resolve([] as BookingRow[]);
  return bookings(tx)
    .where('m.guardian_user_id', '=', guardianId)
    .where('m.session_id', 'in', sessionIds)
    .orderBy('m.start_time')
    .execute() as Promise<BookingRow[]>;
}

/** A booking the caller may read (its family's guardian, its teacher, an admin), any status. */
export function findAnyBooking(tx: Tx, id: string) {
  return bookings(tx)
    .clearWhere()
    .where('m.session_id', 'is not', null)
    .where('m.id', '=', id)
    .executeTakeFirst() as Promise<BookingRow | undefined>;
}

export function findBooking(tx: Tx, guardianId: string, id: string) {
  return bookings(tx)
    .where('m.guardian_user_id', '=', guardianId)
    .where('m.id', '=', id)
    .executeTakeFirst() as Promise<BookingRow | undefined>;
}

/** The guardian's children enrolled in one of the classes. */
export function childrenIn(tx: Tx, guardianId: string, classIds: string[]) {
  return tx
    .selectFrom('guardianships as g')
    .innerJoin('students as st', (join) => onSameSchool(join, 'st.id', 'g.student_id'))
    .innerJoin('enrolments as e', (join) => onSameSchool(join, 'e.student_id', 'g.student_id'))
    .select(['st.id', 'st.full_name as name'])
    .distinct()
    .where('g.parent_user_id', '=', guardianId)
    .where('e.class_id', 'in', classIds)
    .where('st.status', '=', 'active')
    .orderBy('st.full_name')
    .execute();
}

/** The booking rules of 57_conference-rules.sql, asked at once for a clear message each. */
export async function bookingChecks(tx: Tx, sessionId: string, studentId: string, start: string) {
  const { rows } = await sql<{ may_book: boolean; slot_ok: boolean; open: boolean }>`
    select app_conference_may_book(${sessionId}::uuid, ${studentId}::uuid) as may_book,
           app_conference_slot_ok(${sessionId}::uuid, ${start}::time) as slot_ok,
           app_conference_open(${sessionId}::uuid, ${start}::time) as open`.execute(tx);
  return rows[0]!;
}

export async function cutoffHours(tx: Tx): Promise<number> {
  const { rows } = await sql<{ hours: number }>`
    select conference_cutoff_hours as hours from tenants where id = app_tenant_id()`.execute(tx);
  return rows[0]?.hours ?? 24;
}

export function insertBooking(
  tx: Tx,
  values: {
    tenant_id: string;
    session_id: string;
    teacher_id: string;
    student_id: string;
    guardian_user_id: string;
    meeting_date: string;
    start_time: string;
    end_time: string;
    place: string;
  },
) {
  return tx.insertInto('meetings').values(values).returning('id').executeTakeFirstOrThrow();
}

export function moveBooking(tx: Tx, id: string, start: string, end: string) {
  return tx
    .updateTable('meetings')
    .set({ start_time: start, end_time: end, sequence: sql`sequence + 1` })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .returning('id')
    .executeTakeFirst();
}

export function cancelBooking(tx: Tx, id: string) {
  return tx
    .updateTable('meetings')
    .set({ status: 'cancelled', sequence: sql`sequence + 1` })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .returning('id')
    .executeTakeFirst();
}
