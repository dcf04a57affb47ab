import { AppError } from '@/shared/errors.ts';
import {
  countMarks,
  type AttendanceMark,
  type ClassAttendance,
  type ClassAttendanceSaved,
} from '@/shared/schemas/attendance.ts';
import type { AppContext } from '../context.ts';
import type { RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import { notSchoolDayMessage } from '@/shared/rules/school-calendar.ts';
import { classForAttendance, rosterWithMarks } from './attendance.queries.ts';
import { saveClassMarks } from './attendance-marks.queries.ts';
import { classConflictsOn, schoolDayClosure } from './attendance-day.queries.ts';
import { publishStudentEvents } from '../platform/live/live.publish.ts';
import { notify } from '../notifications/notify.service.ts';
import { absenceNoticeEmail, absenceNoticeLine } from './absence-notice-email.ts';
import { fieldError } from '../platform/http/field-error.ts';

export const NO_CLASS = 'This class does not exist in your school.';
export const NOT_YOUR_CLASS = 'You can only take attendance for your own classes.';
export const FUTURE_DATE = 'Attendance cannot be marked for a future date.';
/** The attendance window's days come from the database (app_attendance_window_days). */
export const tooLongAgo = (days: number) =>
  `Attendance can be marked for the last ${days} days only.`;

/** Ten minutes: long enough to correct a mistaken mark before the guardians hear of it. */
export const DEFAULT_NOTICE_DELAY_SECONDS = 600;

const futureDate = (today: string) =>
  fieldError('date', `${FUTURE_DATE} Today is ${today} at your school.`);

async function attendanceOf(
  tx: Tx,
  klass: { id: string; name: string },
  date: string,
  today: string,
  closure: string | null,
): Promise<ClassAttendance> {
  const students = await rosterWithMarks(tx, klass.id, date);
  return {
    classId: klass.id,
    className: klass.name,
    date,
    today,
    notSchoolDay: notSchoolDayMessage(date, closure),
    students,
    counts: countMarks(students),
    conflicts: await classConflictsOn(tx, klass.id, date),
  };
}

/**
 * The class, if the caller may take its attendance (the database's app_may_mark_class: an admin,
 * or its teacher); the school's today.
 */
export async function ownClass(tx: Tx, classId: string) {
  const found = await classForAttendance(tx, classId);
  if (!found?.id || !found.name) throw new AppError('NOT_FOUND', NO_CLASS);
  if (!found.allowed) throw new AppError('FORBIDDEN', NOT_YOUR_CLASS);
  return { id: found.id, name: found.name, today: found.today };
}

/** The class's roster with each student's mark of the day (default: the school's today). */
export function getClassAttendance(
  scope: RequestScope,
  classId: string,
  date: string | undefined,
): Promise<ClassAttendance> {
  return scope.asCaller(async (tx) => {
    const klass = await ownClass(tx, classId);
    const day = date ?? klass.today;
    return attendanceOf(tx, klass, day, klass.today, await schoolDayClosure(tx, day));
  });
}

/**
 * Saves the whole class's marks for the day in one statement (see saveClassMarks), then answers
 * the class as saved. Every check is made by that statement, before it writes anything.
 */
export async function saveClassAttendance(
  scope: RequestScope,
  ctx: AppContext,
  classId: string,
  date: string,
  marks: readonly AttendanceMark[],
): Promise<ClassAttendanceSaved> {
  const noticeDelaySeconds = ctx.config.absenceNoticeDelaySeconds ?? DEFAULT_NOTICE_DELAY_SECONDS;
  const afterCommit: (() => void)[] = [];
  const saved = await scope.asCaller(async (tx, me) => {
    const outcome = await saveClassMarks(tx, {
      tenantId: me.tenantId,
      userId: me.userId,
      classId,
      date,
      marks,
    });
    if (!outcome.found) throw new AppError('NOT_FOUND', NO_CLASS);
    if (!outcome.allowed) throw new AppError('FORBIDDEN', NOT_YOUR_CLASS);
    if (outcome.strangers.length) {
      const count = outcome.strangers.length;
      throw new AppError(
        'VALIDATION_FAILED',
        `marks: ${count} of the students ${count === 1 ? 'is' : 'are'} not in this class. Reload the class and try again.`,
        {
          details: [
            {
              path: 'marks',
              message: 'Some students are not in this class',
              students: outcome.strangers,
            },
          ],
        },
      );
    }
    if (outcome.windowRefusal === 'future') throw futureDate(outcome.today);
    const notSchoolDay = notSchoolDayMessage(date, outcome.closure);
    if (notSchoolDay) throw fieldError('date', notSchoolDay);
    if (outcome.windowRefusal) throw fieldError('date', tooLongAgo(outcome.windowDays));
    // Each notice through the notification centre, so the guardian's choices apply (an entry, the
    // email under the notice's key, a push); the email waits the correction delay at least.
    for (const notice of outcome.notices) {
      const facts = { date, className: outcome.className, school: outcome.schoolName };
      const email = absenceNoticeEmail(notice, {
        ...facts,
        tenantId: me.tenantId,
        delaySeconds: noticeDelaySeconds,
      });
      const told = await notify(tx, ctx, {
        tenantId: me.tenantId,
        recipientUserIds: [notice.userId],
        kind: 'attendance',
        title: email.subject,
        body: absenceNoticeLine(notice, facts),
        link: '/parent/dashboard',
        entityRef: `attendance:${notice.studentId}:${date}`,
        dedupKey: `absence-notice/${notice.id}`,
        email: { subject: email.subject, body: () => email.body },
        emailDelaySeconds: noticeDelaySeconds,
        emailKeyOf: () => notice.id,
      });
      afterCommit.push(() => told.afterCommit());
    }
    if (outcome.changed > 0) {
      const studentIds = marks.map((mark) => mark.studentId);
      await publishStudentEvents(tx, me.tenantId, studentIds, 'attendance');
    }
    const klass = { id: classId, name: outcome.className };
    return {
      ...(await attendanceOf(tx, klass, date, outcome.today, null)),
      changed: outcome.changed,
      conflicted: outcome.conflicts,
    };
  });
  // Committed: notices due at once (no delay configured) go now rather than at the next sweep.
  for (const send of afterCommit) send();
  return saved;
}
