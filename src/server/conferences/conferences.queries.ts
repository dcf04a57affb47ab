import { type Insertable, sql } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';
import { hhmm } from '../platform/sql/time-of-day.ts';

export interface SessionRow {
  id: string;
  teacher_id: string;
  teacher_name: string;
  title: string;
  session_date: string;
  start_time: string;
  end_time: string;
  slot_minutes: number;
  place: string;
  class_ids: string[];
  slot_count: number;
  booked_count: number;
}

/** The sessions the caller sees (row-level security), with their slot and booking counts. */
function sessions(tx: Tx) {
  return tx
    .selectFrom('conference_sessions as s')
    .leftJoin('profiles as p', (join) => onSameSchool(join, 'p.user_id', 's.teacher_id'))
    .select([
      's.id',
      's.teacher_id',
      sql<string>`coalesce(p.full_name, 'Teacher')`.as('teacher_name'),
      's.title',
      's.session_date',
      hhmm('s.start_time').as('start_time'),
      hhmm('s.end_time').as('end_time'),
      's.slot_minutes',
      's.place',
      's.class_ids',
      sql<number>`(select count(*)::int from app_conference_slots(s.id))`.as('slot_count'),
      sql<number>`(select count(*)::int from app_conference_slots(s.id) sl where sl.booked)`.as(
        'booked_count',
      ),
    ]);
}

export function listSessions(tx: Tx, fromDate: string): Promise<SessionRow[]> {
  return sessions(tx)
    .where('s.session_date', '>=', fromDate)
    .orderBy('s.session_date')
    .orderBy('s.start_time')
    .execute();
}

export function findSession(tx: Tx, id: string): Promise<SessionRow | undefined> {
  return sessions(tx).where('s.id', '=', id).executeTakeFirst();
}

export function insertSession(tx: Tx, values: Insertable<Database['conference_sessions']>) {
  return tx
    .insertInto('conference_sessions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function mayPublish(tx: Tx, teacherId: string, classIds: string[]): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select app_may_publish_conference(${teacherId}::uuid, ${classIds}::uuid[]) as ok`.execute(tx);
  return rows[0]!.ok;
}

/** A session's slots (HH:MM), each with whether it is booked. */
export async function slots(tx: Tx, sessionId: string) {
  const { rows } = await sql<{ start_time: string; end_time: string; booked: boolean }>`
    select to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time,
           booked
      from app_conference_slots(${sessionId}::uuid)`.execute(tx);
  return rows;
}

/** The scheduled bookings of a session the caller may read, with the child and the guardian. */
export function sessionBookings(tx: Tx, sessionId: string) {
  return tx
    .selectFrom('meetings as m')
    .innerJoin('students as st', (join) => onSameSchool(join, 'st.id', 'm.student_id'))
    .innerJoin('profiles as p', (join) => onSameSchool(join, 'p.user_id', 'm.guardian_user_id'))
    .select([
      'm.id',
      hhmm('m.start_time').as('start_time'),
      'm.student_id',
      'st.full_name as student_name',
      'm.guardian_user_id',
      'p.full_name as guardian_name',
    ])
    .where('m.session_id', '=', sessionId)
    .where('m.status', '=', 'scheduled')
    .execute();
}
