-- Attendance's rules, each once. The write policies (73_attendance-policies.sql) and the save
-- statement (src/server/attendance/attendance.queries.ts, saveClassMarks) call them; the service
-- reads their results and words them.

-- Who may take a class's attendance (and read its roster and reports): an admin, or the class's
-- teacher. A teacher's mark is further only for a student they teach (the policies).
create or replace function app_may_mark_class(p_class uuid) returns boolean
  language sql stable
  as $$ select app_role() = 'admin' or (app_role() = 'teacher' and app_teaches(p_class)) $$;

-- The attendance window: marks may be taken or changed for the school's today and the
-- app_attendance_window_days() days before it (and of those, on school days only:
-- app_school_day_closure, 20_school-calendar.sql).
create or replace function app_attendance_window_days() returns integer
  language sql immutable
  as $$ select 366 $$;

-- Where a date of the current school stands against the window: 'future' after the school's today,
-- 'too long ago' before the window's first day, null within it.
create or replace function app_attendance_window_refusal(p_date date) returns text
  language sql stable
  as $$
    select case when p_date > app_school_today() then 'future'
                when p_date < app_school_today() - app_attendance_window_days() then 'too long ago'
           end
  $$;

-- The outbox key of the absence (or late) notice of a student's day to one guardian: one email per
-- guardian, student and day, which edits of the mark update while it waits (saveClassMarks) and a
-- note reporting the day withdraws (app_absence_notices_withdraw, 36_absence-notes.sql).
create or replace function app_absence_notice_key(p_student uuid, p_date date, p_guardian uuid)
  returns uuid
  language sql stable
  as $$
    select md5(app_tenant_id()::text || '/absence-notice/' || p_student::text || '/'
               || to_char(p_date, 'YYYY-MM-DD') || '/' || p_guardian::text)::uuid
  $$;

grant execute on function app_may_mark_class(uuid), app_attendance_window_days(),
  app_attendance_window_refusal(date), app_absence_notice_key(uuid, date, uuid) to app_user;
