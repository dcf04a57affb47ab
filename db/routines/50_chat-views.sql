-- What the chat's db provider lets a language model query: read-only views over the school's data,
-- the only relations a model-written SELECT may name (src/server/chat/db-sql-check.ts). Each is
-- security_invoker: it runs with the asking user's rights, so the row-level security of the
-- tables beneath (school, then role: a parent's own children, a teacher's own classes) applies
-- as it does to the portal's own queries. No secrets (hashes, tokens) and no tenant ids.
-- A parent or a student sees no more than the portal's own answers show them: the classes their
-- children (or they) are enrolled in, those classes' timetable and subjects, and their teachers.
-- The columns keep their names and order (create or replace view cannot drop or reorder them).
-- History: 0015 (the views), 0024 (family scope); this file holds their current text.

create or replace view chat_students with (security_invoker = true) as
  select s.id, s.full_name, s.roll_number, s.grade_level, s.section, s.status, s.email
    from students s;

create or replace view chat_teachers with (security_invoker = true) as
  select p.user_id as id, p.full_name, p.email, p.phone, p.availability, p.status
    from profiles p
   where p.role = 'teacher'
     and (app_role() in ('admin', 'teacher')
          or exists (select 1 from classes c
                      where c.tenant_id = p.tenant_id and c.teacher_id = p.user_id
                        and app_has_child_in(c.id)));

create or replace view chat_subjects with (security_invoker = true) as
  select s.id, s.name
    from subjects s
   where app_role() in ('admin', 'teacher')
      or exists (select 1 from classes c
                  where c.tenant_id = s.tenant_id and c.subject_id = s.id and app_has_child_in(c.id));

create or replace view chat_classes with (security_invoker = true) as
  select c.id, c.name, sub.name as subject, c.teacher_id, p.full_name as teacher_name, c.room,
         c.grade_level, c.schedule
    from classes c
    join subjects sub on sub.tenant_id = c.tenant_id and sub.id = c.subject_id
    left join profiles p on p.tenant_id = c.tenant_id and p.user_id = c.teacher_id
   where app_role() in ('admin', 'teacher') or app_has_child_in(c.id);

create or replace view chat_enrolments with (security_invoker = true) as
  select e.class_id, e.student_id
    from enrolments e;

create or replace view chat_attendance with (security_invoker = true) as
  select a.student_id, a.class_id, a.date, a.status, a.minutes_late, a.reason
    from attendance a;

create or replace view chat_assignments with (security_invoker = true) as
  select a.id, a.class_id, sub.name as subject, a.title, a.description, a.due_date, a.status,
         a.published_at
    from assignments a
    join subjects sub on sub.tenant_id = a.tenant_id and sub.id = a.subject_id;

create or replace view chat_submissions with (security_invoker = true) as
  select s.assignment_id, s.student_id, s.status, s.submitted_at, s.grade, s.comment, s.graded_at
    from submissions s;

create or replace view chat_fee_records with (security_invoker = true) as
  select fr.id, fr.student_id, fr.fee_type, fr.amount_cents, fr.due_date, fr.paid_on,
         coalesce(paid.cents, 0)::int as paid_cents,
         app_fee_status(fr.due_date, fr.paid_on, app_school_today()) as status
    from fee_records fr
    left join lateral (select sum(p.amount_cents) as cents from payments p
                        where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id) paid on true;

create or replace view chat_timetable with (security_invoker = true) as
  select t.class_id, t.day_of_week, t.start_time, t.end_time, coalesce(t.room, c.room) as room
    from timetable_entries t
    join classes c on c.tenant_id = t.tenant_id and c.id = t.class_id
   where app_role() in ('admin', 'teacher') or app_has_child_in(c.id);

grant select on chat_students, chat_teachers, chat_subjects, chat_classes, chat_enrolments,
  chat_attendance, chat_assignments, chat_submissions, chat_fee_records, chat_timetable to app_user;
