import { AppError } from '@/shared/errors.ts';
import type { Meeting, MeetingContact, MeetingValues } from '@/shared/schemas/meetings.ts';
import { auditByCaller } from '../platform/audit/audit.queries.ts';
import type { AppContext } from '../context.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import { notify } from '../notifications/notify.service.ts';
import { tellBookingCancelled } from '../conferences/bookings.service.ts';
import { schoolToday } from '../platform/school-clock/school-clock.queries.ts';
import * as q from './meetings.queries.ts';
import { fieldError } from '../platform/http/field-error.ts';
import type { Tx } from '../platform/db/tx.ts';
import { nameOf } from '../profiles/profiles.service.ts';

const NO_MEETING = 'No such meeting of yours.';

const teacherName = async (tx: Tx, userId: string) => (await nameOf(tx, userId)) ?? 'Your teacher';

function toMeeting(row: q.MeetingRow): Meeting {
  return {
    id: row.id,
    studentId: row.student_id,
    studentName: row.student_name,
    guardianUserId: row.guardian_user_id,
    guardianName: row.guardian_name,
    guardianEmail: row.guardian_email,
    date: row.meeting_date,
    time: row.start_time.slice(0, 5),
    place: row.place,
    note: row.note,
    status: row.status,
  };
}

function when(date: string, time: string) {
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day} at ${time.slice(0, 5)}`;
}

export async function getMeetings(scope: RequestScope): Promise<Meeting[]> {
  return scope.asCaller(async (tx, me) =>
    (await q.upcomingMeetings(tx, me.userId, await schoolToday(tx))).map(toMeeting),
  );
}

export async function getMeetingContacts(scope: RequestScope): Promise<MeetingContact[]> {
  const rows = await scope.asCaller((tx, me) => q.teacherContacts(tx, me.userId));
  const byStudent = new Map<string, MeetingContact>();
  for (const row of rows) {
    let contact = byStudent.get(row.student_id);
    if (!contact) {
      contact = {
        studentId: row.student_id,
        studentName: row.student_name,
        className: row.class_name,
        guardians: [],
      };
      byStudent.set(row.student_id, contact);
    }
    contact.guardians.push({
      userId: row.guardian_user_id,
      name: row.guardian_name,
      email: row.guardian_email,
    });
  }
  return [...byStudent.values()];
}

/** Schedules a meeting with a guardian of one of the teacher's students and emails the guardian. */
export async function scheduleMeeting(
  scope: RequestScope,
  ctx: AppContext,
  input: MeetingValues,
): Promise<Meeting> {
  const { meeting, told } = await scope.asCaller(async (tx, me) => {
    // Row-level security shows a teacher only their own students and those students' guardians.
    const guardian = await q.findGuardian(tx, input.studentId, input.guardianUserId);
    if (!guardian) {
      throw fieldError('guardianUserId', 'Choose a guardian of one of your students');
    }
    if (input.date < (await schoolToday(tx))) {
      throw fieldError('date', 'The meeting date cannot be in the past');
    }
    const { id } = await q.insertMeeting(tx, {
      tenant_id: me.tenantId,
      teacher_id: me.userId,
      student_id: input.studentId,
      guardian_user_id: input.guardianUserId,
      meeting_date: input.date,
      start_time: input.time,
      place: input.place,
      note: input.note,
    });
    const teacher = await teacherName(tx, me.userId);
    const subject = `Parent meeting about ${guardian.student_name} on ${when(input.date, input.time)}`;
    const to = { tenantId: me.tenantId, id, guardianUserId: input.guardianUserId };
    const told = await tellGuardian(tx, ctx, to, 'booked', {
      subject,
      body: `${teacher} would like to meet you. Where: ${input.place}`,
      email: () =>
        `Hello ${guardian.full_name},\n\n${teacher} would like to meet you about ` +
        `${guardian.student_name}.\n\nWhen: ${when(input.date, input.time)}\n` +
        `Where: ${input.place}\n` +
        (input.note ? `\nNote from ${teacher}:\n${input.note}\n` : '') +
        `\nIf this time does not suit you, please reply to your school.`,
    });
    await auditByCaller(tx, me, 'meetings.scheduled', id, {
      studentId: input.studentId,
      guardianUserId: input.guardianUserId,
      date: input.date,
      studentName: guardian.student_name,
    });
    const row = await q.findMeeting(tx, me.userId, id);
    return { meeting: toMeeting(row!), told };
  });
  told.afterCommit();
  return meeting;
}

/** Cancels a scheduled meeting of the teacher's and tells the guardian by email. */
export async function cancelMeeting(
  scope: RequestScope,
  ctx: AppContext,
  id: string,
): Promise<Meeting> {
  const { meeting, told } = await scope.asCaller(async (tx, me) => {
    const found = await q.findMeeting(tx, me.userId, id);
    if (!found) throw new AppError('NOT_FOUND', NO_MEETING);
    if (!(await q.cancelMeeting(tx, me.userId, id))) {
      throw new AppError('CONFLICT', 'This meeting is already cancelled.');
    }
    // A family's conference booking: both sides get the cancellation with its calendar update.
    const told = found.session_id
      ? await tellBookingCancelled(tx, ctx, me.tenantId, id)
      : await tellMeetingCancelled(tx, ctx, me, found);
    await auditByCaller(tx, me, 'meetings.cancelled', id, {
      studentId: found.student_id,
      studentName: found.student_name,
    });
    return { meeting: toMeeting({ ...found, status: 'cancelled' }), told };
  });
  told.afterCommit();
  return meeting;
}

async function tellMeetingCancelled(tx: Tx, ctx: AppContext, me: Me, found: q.MeetingRow) {
  const teacher = await teacherName(tx, me.userId);
  const on = when(found.meeting_date, found.start_time);
  const to = { tenantId: me.tenantId, id: found.id, guardianUserId: found.guardian_user_id };
  return tellGuardian(tx, ctx, to, 'cancelled', {
    subject: `Cancelled: parent meeting about ${found.student_name}`,
    body: `${teacher} has cancelled the meeting on ${on}.`,
    email: () =>
      `Hello ${found.guardian_name},\n\n${teacher} has cancelled the meeting about ` +
      `${found.student_name} on ${on} (${found.place}).\n\n` +
      `Your school will be in touch if a new time is needed.`,
  });
}

/** Tells the guardian that the teacher set or cancelled a meeting, in the channels they chose. */
function tellGuardian(
  tx: Tx,
  ctx: AppContext,
  to: { tenantId: string; id: string; guardianUserId: string },
  change: 'booked' | 'cancelled',
  notice: { subject: string; body: string; email: () => string },
) {
  return notify(tx, ctx, {
    tenantId: to.tenantId,
    recipientUserIds: [to.guardianUserId],
    kind: `meeting_${change}`,
    title: notice.subject,
    body: notice.body,
    link: '/parent/dashboard',
    entityRef: `meeting:${to.id}`,
    dedupKey: `meeting-${change}/${to.id}`,
    email: { subject: notice.subject, body: notice.email },
  });
}
