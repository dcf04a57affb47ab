import { AppError } from '@/shared/errors.ts';
import type {
  ConferenceSchedule,
  ConferenceSession,
  ConferenceSessionValues,
} from '@/shared/schemas/conferences.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import { fieldError } from '../platform/http/field-error.ts';
import { schoolToday } from '../platform/school-clock/school-clock.queries.ts';
import * as q from './conferences.queries.ts';

export const NO_SESSION = 'No such conference session.';

export function toSession(row: q.SessionRow): ConferenceSession {
  return {
    id: row.id,
    teacherId: row.teacher_id,
    teacherName: row.teacher_name,
    title: row.title,
    date: row.session_date,
    startTime: row.start_time,
    endTime: row.end_time,
    slotMinutes: row.slot_minutes,
    place: row.place,
    classIds: row.class_ids,
    slotCount: row.slot_count,
    bookedCount: row.booked_count,
  };
}

/** The sessions the caller manages from today on: a teacher's own, an admin's whole school. */
export async function listSessions(scope: RequestScope): Promise<ConferenceSession[]> {
  return scope.asCaller(async (tx) =>
    (await q.listSessions(tx, await schoolToday(tx))).map(toSession),
  );
}

/** Publishes a session: a teacher for their own classes; an admin for a teacher and their classes. */
export async function publishSession(
  scope: RequestScope,
  input: ConferenceSessionValues,
): Promise<ConferenceSession> {
  return scope.asCaller(async (tx, me) => {
    const teacherId = me.role === 'admin' ? input.teacherId : me.userId;
    if (!teacherId) throw fieldError('teacherId', 'Choose the teacher families will meet');
    if (input.date < (await schoolToday(tx))) {
      throw fieldError('date', 'The session date cannot be in the past');
    }
    if (!(await q.mayPublish(tx, teacherId, input.classIds))) {
      throw fieldError('classIds', 'Choose classes the teacher teaches');
    }
    const { id } = await q.insertSession(tx, {
      tenant_id: me.tenantId,
      teacher_id: teacherId,
      created_by: me.userId,
      title: input.title,
      session_date: input.date,
      start_time: input.startTime,
      end_time: input.endTime,
      slot_minutes: input.slotMinutes,
      place: input.place,
      class_ids: [...new Set(input.classIds)],
    });
    const row = await q.findSession(tx, id);
    if (!row || row.slot_count === 0) {
      throw fieldError('slotMinutes', 'The time range must hold at least one slot');
    }
    await auditByCaller(tx, me, 'conferences.published', id, {
      title: input.title,
      date: input.date,
    });
    return toSession(row);
  });
}

/** A session's day: every slot, with the child and guardian of each booking. */
export async function getSchedule(scope: RequestScope, id: string): Promise<ConferenceSchedule> {
  return scope.asCaller(async (tx) => {
    const row = await q.findSession(tx, id);
    if (!row) throw new AppError('NOT_FOUND', NO_SESSION);
    const booked = new Map((await q.sessionBookings(tx, id)).map((b) => [b.start_time, b]));
    const entries = (await q.slots(tx, id)).map((slot) => {
      const b = booked.get(slot.start_time);
      return {
        startTime: slot.start_time,
        endTime: slot.end_time,
        booking: b
          ? {
              meetingId: b.id,
              studentId: b.student_id,
              studentName: b.student_name,
              guardianUserId: b.guardian_user_id,
              guardianName: b.guardian_name,
            }
          : null,
      };
    });
    return { session: toSession(row), entries };
  });
}
