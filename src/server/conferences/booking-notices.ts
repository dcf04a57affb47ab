import type { AppContext } from '../context.ts';
import { calendarText } from '../platform/calendar/ics.ts';
import type { Tx } from '../platform/db/tx.ts';
import { schoolClockOf } from '../platform/school-clock/school-clock.queries.ts';
import { notify, type NotifyOutcome } from '../notifications/notify.service.ts';
import type { BookingRow } from './bookings.queries.ts';

export type BookingChange = 'booked' | 'moved' | 'cancelled';

const SUBJECT: Record<BookingChange, string> = {
  booked: 'Conference booked',
  moved: 'Conference moved',
  cancelled: 'Conference cancelled',
};

function when(row: BookingRow, zone: string) {
  const at = row.starts_at.toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: zone,
  });
  return `${at} to ${row.end_time}`;
}

/**
 * Tells the family and the teacher that a booking was made, moved or cancelled, in every channel
 * each chose, the email carrying the booking as an invitation (.ics): the meeting's id as its UID
 * and its sequence, so a calendar updates or removes the one event.
 */
export async function tellBooking(
  tx: Tx,
  ctx: AppContext,
  tenantId: string,
  row: BookingRow,
  change: BookingChange,
): Promise<Pick<NotifyOutcome, 'afterCommit'>> {
  const { timeZone } = await schoolClockOf(tx);
  const teacher = row.teacher_name;
  const subject = `${SUBJECT[change]}: ${row.student_name} with ${teacher}`;
  const cancelled = change === 'cancelled';
  const ics = calendarText({
    name: 'Parent-teacher conference',
    zone: timeZone,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    events: [
      {
        uid: `meeting-${row.id}@school-portal`,
        start: new Date(row.starts_at),
        end: new Date(row.ends_at),
        summary: `Conference: ${row.student_name} with ${teacher}`,
        location: row.place,
        sequence: row.sequence,
        cancelled,
      },
    ],
  });
  const body = `${row.student_name} with ${teacher}, ${when(row, timeZone)}. Where: ${row.place}`;
  const tell = (userId: string, link: string) =>
    notify(tx, ctx, {
      tenantId,
      recipientUserIds: [userId],
      kind: cancelled ? 'meeting_cancelled' : 'meeting_booked',
      title: subject,
      body,
      link,
      entityRef: `meeting:${row.id}`,
      dedupKey: `conference/${row.id}/${row.sequence}`,
      email: {
        subject,
        body: (name) =>
          `Hello ${name},\n\n${cancelled ? 'Cancelled' : 'Your conference'}: ${body}.\n\n` +
          `The attached invitation ${cancelled ? 'removes it from' : 'adds it to'} your calendar.`,
        attachments: [
          {
            filename: cancelled ? 'conference-cancelled.ics' : 'conference.ics',
            contentType: `text/calendar; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
            content: ics,
          },
        ],
      },
    });
  const family = await tell(row.guardian_user_id, '/parent/conferences');
  const teacherTold = await tell(row.teacher_id, `/teacher/conferences/${row.session_id}`);
  return {
    afterCommit() {
      family.afterCommit();
      teacherTold.afterCommit();
    },
  };
}
