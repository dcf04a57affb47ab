import { sql } from 'kysely';
import type { AttendanceMark } from '@/shared/schemas/attendance.ts';
import type { Tx } from '../platform/db/tx.ts';

export interface SaveMarks {
  tenantId: string;
  userId: string;
  classId: string;
  date: string;
  marks: readonly AttendanceMark[];
}

export interface SaveOutcome {
  /** The class exists in the school. */
  found: boolean;
  className: string;
  /** The caller may take the class's attendance (app_may_mark_class: an admin or its teacher). */
  allowed: boolean;
  today: string;
  /** Why the date is not a school day (app_school_day_closure), or null when it is one. */
  closure: string | null;
  /** Why the date is outside the attendance window (app_attendance_window_refusal), or null. */
  windowRefusal: 'future' | 'too long ago' | null;
  /** The days before the school's today the window reaches (app_attendance_window_days). */
  windowDays: number;
  /** Students of the request who are not in the class: nothing was written. */
  strangers: string[];
  changed: number;
  /** Marks of this save that differ from one someone else took first: kept aside, not saved. */
  conflicts: number;
  schoolName: string;
  /** The guardians to notify of this save's marks (absent or late, as the school chose). */
  notices: AbsenceNoticeFacts[];
  noticesWithdrawn: number;
}

/** What an absence notice says, one per guardian, student and day (absence-notice-email.ts). */
export interface AbsenceNoticeFacts {
  /** The notice's outbox key: one per guardian, student and day. */
  id: string;
  to: string;
  guardianName: string;
  /** The guardian's account (notify() reads their choices) and the student the notice is about. */
  userId: string;
  studentId: string;
  studentName: string;
  status: 'absent' | 'late';
  minutesLate: number | null;
  reason: string | null;
}

/**
 * Saves a whole class's marks for a day in ONE set-based statement: the upsert of the marks set,
 * the delete of those set back to not marked, an audit row for exactly each mark that changed
 * (who, which student, old → new), and the facts of the absence notices due to guardians (none
 * for an absence a guardian reported: app_absence_note_on, 36_absence-notes.sql), each
 * under a key per guardian, student and day: the service words them (absence-notice-email.ts) and
 * queues them with a delay (queueKeyedEmails), so a day sends at most one and edits update the one
 * pending; a mark no longer to be sent withdraws its notice here while it has not gone out.
 *
 * The first mark stands: a teacher's mark never replaces (or clears) one someone else took that
 * day. A different one is kept in attendance_conflicts (and audited for the office) instead; the
 * same one, or not marked, withdraws the teacher's conflict. An admin's mark replaces any.
 *
 * Nothing is written unless the caller may mark the class (app_may_mark_class), every student is
 * in the class, and the date is a school day (app_school_day_closure) within the attendance window
 * (app_attendance_window_refusal); the outcome says which check failed.
 */
export async function saveClassMarks(tx: Tx, input: SaveMarks): Promise<SaveOutcome> {
  const marks = JSON.stringify(
    input.marks.map((mark) => ({
      student_id: mark.studentId,
      status: mark.status,
      minutes_late: mark.minutesLate,
      reason: mark.reason,
    })),
  );
  const date = sql`cast(${input.date} as date)`;
  const dateText = sql`cast(${input.date} as text)`;
  const classText = sql`cast(${input.classId} as text)`;
  const { rows } = await sql<{
    found: boolean;
    class_name: string | null;
    allowed: boolean;
    today: string;
    closure: string | null;
    window_refusal: 'future' | 'too long ago' | null;
    window_days: number;
    strangers: string[];
    changed: number;
    conflicts: number;
    school_name: string | null;
    notices: AbsenceNoticeFacts[];
    notices_withdrawn: number;
  }>`
    with input as (
      select * from jsonb_to_recordset(cast(${marks} as jsonb))
        as x(student_id uuid, status text, minutes_late smallint, reason text)
    ),
    school as (
      select t.school_name, t.absence_notices, t.late_notices,
             app_school_today() as today,
             app_school_day_closure(${date}) as closure,
             app_attendance_window_refusal(${date}) as window_refusal,
             app_attendance_window_days() as window_days
        from tenants t where t.id = app_tenant_id()
    ),
    klass as (
      select c.id, c.name, app_may_mark_class(c.id) as allowed
        from classes c where c.id = ${input.classId}
    ),
    strangers as (
      select i.student_id from input i
       where not exists (select 1 from enrolments e
                          where e.class_id = ${input.classId} and e.student_id = i.student_id)
    ),
    go as (
      select coalesce((select allowed from klass), false)
             and not exists (select 1 from strangers)
             and (select window_refusal from school) is null
             and (select closure from school) is null as ok
    ),
    current as (
      select i.student_id, i.status, i.minutes_late, i.reason,
             a.status as old_status, a.minutes_late as old_minutes_late, a.reason as old_reason,
             coalesce(a.marked_by <> ${input.userId} and app_role() <> 'admin', false) as stands
        from input i
        left join attendance a on a.student_id = i.student_id and a.date = ${date}
       where (select ok from go)
    ),
    changes as (
      select * from current c
       where not c.stands
         and (c.old_status, c.old_minutes_late, c.old_reason)
             is distinct from (c.status, c.minutes_late, c.reason)
    ),
    contested as (
      select * from current c where c.stands and c.status is not null and c.status <> c.old_status
    ),
    flagged as (
      insert into attendance_conflicts (tenant_id, student_id, date, marked_by, class_id, status,
                                        minutes_late, reason, marked_at)
      select ${input.tenantId}, c.student_id, ${date}, ${input.userId}, ${input.classId},
             c.status, c.minutes_late, c.reason, now()
        from contested c
      on conflict (tenant_id, student_id, date, marked_by) do update
        set class_id = excluded.class_id, status = excluded.status,
            minutes_late = excluded.minutes_late, reason = excluded.reason,
            marked_at = excluded.marked_at
        where (attendance_conflicts.status, attendance_conflicts.minutes_late,
               attendance_conflicts.reason)
              is distinct from (excluded.status, excluded.minutes_late, excluded.reason)
      returning student_id, status
    ),
    flag_audited as (
      insert into audit_log (tenant_id, actor_user_id, action, subject, details)
      select ${input.tenantId}, ${input.userId}, 'attendance.conflict', f.student_id::text,
             jsonb_build_object('date', ${dateText}, 'classId', ${classText},
                                'status', f.status, 'standing', c.old_status)
        from flagged f join contested c on c.student_id = f.student_id
      returning 1
    ),
    agreed as (
      delete from attendance_conflicts k using current c
       where c.stands and (c.status is null or c.status = c.old_status)
         and k.student_id = c.student_id and k.date = ${date} and k.marked_by = ${input.userId}
      returning 1
    ),
    saved as (
      insert into attendance (tenant_id, student_id, date, status, minutes_late, reason,
                              class_id, marked_by, marked_at)
      select ${input.tenantId}, c.student_id, ${date}, c.status, c.minutes_late, c.reason,
             ${input.classId}, ${input.userId}, now()
        from changes c where c.status is not null
      on conflict (tenant_id, student_id, date) do update
        set status = excluded.status, minutes_late = excluded.minutes_late,
            reason = excluded.reason, class_id = excluded.class_id,
            marked_by = excluded.marked_by, marked_at = excluded.marked_at
      returning 1
    ),
    cleared as (
      delete from attendance a using changes c
       where c.status is null and a.student_id = c.student_id and a.date = ${date}
      returning 1
    ),
    audited as (
      insert into audit_log (tenant_id, actor_user_id, action, subject, details)
      select ${input.tenantId}, ${input.userId}, 'attendance.marked', c.student_id::text,
             jsonb_build_object(
               'date', ${dateText}, 'classId', ${classText},
               'studentName', (select s.full_name from students s where s.id = c.student_id),
               'from', jsonb_build_object('status', c.old_status,
                                          'minutesLate', c.old_minutes_late, 'reason', c.old_reason),
               'to', jsonb_build_object('status', c.status,
                                        'minutesLate', c.minutes_late, 'reason', c.reason))
        from changes c
      returning 1
    ),
    guardians as (
      select app_absence_notice_key(c.student_id, ${date}, u.id) as notice_id,
             c.student_id, c.status, c.minutes_late, c.reason,
             s.full_name as student_name, u.email, u.id as user_id, p.full_name as guardian_name,
             coalesce((c.status = 'absent' and (select absence_notices from school)
                       and app_absence_note_on(c.student_id, ${date}, ${input.classId}) is null)
                      or (c.status = 'late' and (select late_notices from school)), false) as notify
        from changes c
        join students s on s.id = c.student_id
        join guardianships gs on gs.student_id = c.student_id
        join users u on u.id = gs.parent_user_id
        join profiles p on p.user_id = u.id and p.status = 'active'
    ),
    withdrawn as (
      delete from email_outbox o using guardians g
       where not g.notify
         and o.id = g.notice_id and o.sent_at is null and o.attempts = 0
      returning 1
    )
    select exists (select 1 from klass) as found, (select name from klass) as class_name,
           coalesce((select allowed from klass), false) as allowed,
           (select today::text from school) as today,
           (select closure from school) as closure,
           (select window_refusal from school) as window_refusal,
           (select window_days from school) as window_days,
           array(select student_id::text from strangers) as strangers,
           (select count(*) from audited)::int as changed,
           (select count(*) from flag_audited)::int as conflicts,
           (select school_name from school) as school_name,
           (select coalesce(json_agg(json_build_object(
                     'id', g.notice_id, 'to', g.email, 'guardianName', g.guardian_name,
                     'userId', g.user_id, 'studentId', g.student_id,
                     'studentName', g.student_name, 'status', g.status,
                     'minutesLate', g.minutes_late, 'reason', g.reason)
                     order by g.notice_id), '[]'::json)
              from guardians g where g.notify) as notices,
           (select count(*) from withdrawn)::int as notices_withdrawn`.execute(tx);
  const row = rows[0]!;
  return {
    found: row.found,
    className: row.class_name ?? '',
    allowed: row.allowed,
    today: row.today,
    closure: row.closure,
    windowRefusal: row.window_refusal,
    windowDays: Number(row.window_days),
    strangers: row.strangers,
    changed: Number(row.changed),
    conflicts: Number(row.conflicts),
    schoolName: row.school_name ?? '',
    notices: row.notices,
    noticesWithdrawn: Number(row.notices_withdrawn),
  };
}
