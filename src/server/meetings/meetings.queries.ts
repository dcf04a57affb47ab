import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';
import { onSameSchool } from '../platform/db/same-school-join.ts';

export interface MeetingRow {
  id: string;
  student_id: string;
  student_name: string;
  guardian_user_id: string;
  guardian_name: string;
  guardian_email: string;
  meeting_date: string;
  start_time: string;
  place: string;
  note: string | null;
  status: 'scheduled' | 'cancelled';
  /** A conference booking's session (0039); null for a meeting the teacher set. */
  session_id: string | null;
}

function meetingsOf(tx: Tx, teacherId: string) {
  return tx
    .selectFrom('meetings as m')
    .innerJoin('students as s', (join) => onSameSchool(join, 's.id', 'm.student_id'))
    .innerJoin('profiles as p', (join) => onSameSchool(join, 'p.user_id', 'm.guardian_user_id'))
    .select([
      'm.id',
      'm.student_id',
      's.full_name as student_name',
      'm.guardian_user_id',
      'p.full_name as guardian_name',
      'p.email as guardian_email',
      'm.meeting_date',
      'm.start_time',
      'm.place',
      'm.note',
      'm.status',
      'm.session_id',
    ])
    .where('m.teacher_id', '=', teacherId);
}

/** The teacher's scheduled meetings from a date on, soonest first. */
export function upcomingMeetings(
  tx: Tx,
  teacherId: string,
  fromDate: string,
): Promise<MeetingRow[]> {
  return meetingsOf(tx, teacherId)
    .where('m.status', '=', 'scheduled')
    .where('m.meeting_date', '>=', fromDate)
    .orderBy('m.meeting_date')
    .orderBy('m.start_time')
    .execute();
}

export function findMeeting(
  tx: Tx,
  teacherId: string,
  id: string,
): Promise<MeetingRow | undefined> {
  return meetingsOf(tx, teacherId).where('m.id', '=', id).executeTakeFirst();
}

/** Parent Meetings tile: the teacher's scheduled meetings between two dates (inclusive). */
export async function countUpcomingMeetings(
  tx: Tx,
  teacherId: string,
  fromDate: string,
  toDate: string,
): Promise<number> {
  const row = await tx
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('teacher_id', '=', teacherId)
    .where('status', '=', 'scheduled')
    .where('meeting_date', '>=', fromDate)
    .where('meeting_date', '<=', toDate)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The active students of the teacher's classes with their guardians (name and email). */
export function teacherContacts(tx: Tx, teacherId: string) {
  return tx
    .selectFrom('classes as c')
    .innerJoin('enrolments as e', (join) => onSameSchool(join, 'e.class_id', 'c.id'))
    .innerJoin('students as s', (join) => onSameSchool(join, 's.id', 'e.student_id'))
    .innerJoin('guardianships as g', (join) => onSameSchool(join, 'g.student_id', 's.id'))
    .innerJoin('profiles as p', (join) => onSameSchool(join, 'p.user_id', 'g.parent_user_id'))
    .select([
      's.id as student_id',
      's.full_name as student_name',
      sql<string>`min(c.name)`.as('class_name'),
      'p.user_id as guardian_user_id',
      'p.full_name as guardian_name',
      'p.email as guardian_email',
      'g.slot',
    ])
    .where('c.teacher_id', '=', teacherId)
    .where('s.status', '=', 'active')
    .groupBy(['s.id', 's.full_name', 'p.user_id', 'p.full_name', 'p.email', 'g.slot'])
    .orderBy('s.full_name')
    .orderBy('g.slot')
    .execute();
}

/** The guardian's name and email, if they are a guardian of the student (visible to the caller). */
export function findGuardian(tx: Tx, studentId: string, guardianUserId: string) {
  return tx
    .selectFrom('guardianships as g')
    .innerJoin('profiles as p', (join) => onSameSchool(join, 'p.user_id', 'g.parent_user_id'))
    .innerJoin('students as s', (join) => onSameSchool(join, 's.id', 'g.student_id'))
    .select(['p.full_name', 'p.email', 's.full_name as student_name'])
    .where('g.student_id', '=', studentId)
    .where('g.parent_user_id', '=', guardianUserId)
    .executeTakeFirst();
}

export function insertMeeting(
  tx: Tx,
  values: {
    tenant_id: string;
    teacher_id: string;
    student_id: string;
    guardian_user_id: string;
    meeting_date: string;
    start_time: string;
    place: string;
    note: string | null;
  },
) {
  return tx.insertInto('meetings').values(values).returning('id').executeTakeFirstOrThrow();
}

export function cancelMeeting(tx: Tx, teacherId: string, id: string) {
  return tx
    .updateTable('meetings')
    .set({ status: 'cancelled', sequence: sql`sequence + 1` })
    .where('id', '=', id)
    .where('teacher_id', '=', teacherId)
    .where('status', '=', 'scheduled')
    .returning('id')
    .executeTakeFirst();
}
