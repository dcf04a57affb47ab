import type { KeyedEmail } from '../platform/mail/mail.queries.ts';
import type { AbsenceNoticeFacts } from './attendance-marks.queries.ts';

/**
 * Tells a guardian that their child was marked absent or late (the school's Settings choose which),
 * queued under the notice's key so a day sends one at most.
 */
export function absenceNoticeEmail(
  notice: AbsenceNoticeFacts,
  values: {
    tenantId: string;
    date: string;
    className: string;
    school: string;
    delaySeconds: number;
  },
): KeyedEmail {
  const line = absenceNoticeLine(notice, values);
  return {
    tenantId: values.tenantId,
    id: notice.id,
    to: notice.to,
    subject: `${notice.studentName} was marked ${notice.status} on ${values.date}`,
    body: `Dear ${notice.guardianName},\n\n${line}\n\nIf you have questions, please contact the school.\n`,
    delaySeconds: values.delaySeconds,
  };
}

/** The notice in one sentence (the notification centre's entry, and the email's). */
export function absenceNoticeLine(
  notice: AbsenceNoticeFacts,
  values: { date: string; className: string; school: string },
): string {
  const { date, className, school } = values;
  const marked = `${notice.studentName} was marked ${notice.status}`;
  const minutes =
    notice.status === 'late' && notice.minutesLate !== null
      ? ` (${notice.minutesLate} minutes late)`
      : '';
  const reason = notice.reason !== null ? `\nReason given: ${notice.reason}` : '';
  return `${marked}${minutes} on ${date} in ${className} at ${school}.${reason}`;
}
