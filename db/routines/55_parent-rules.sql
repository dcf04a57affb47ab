-- The parent screens' rules, each once: which children are the caller's, and for one child its
-- attendance counts, its work still to hand in, what is due now, its classes, its week and its
-- teachers. The dashboard (app_parent_dashboard, 60_parent-dashboard.sql) and My Children and
-- Schedule (src/server/parent/parent.queries.ts) read these; none restates them.
--
-- Each is a set-returning `language sql` function, stable, without SET options or SECURITY
-- DEFINER: the planner inlines it into the statement that calls it (in FROM or LATERAL, or in a
-- scalar subquery's FROM), so a caller's plan is the one it would have with the text written in.
-- A function returning one aggregate (json or a number) returns it as a one-row table for that
-- reason: a scalar function holding a query is never inlined. They run with the caller's rights,
-- under row-level security. Callers pass the school's today (10_school-clock.sql) and the window.

-- The caller's children: the students they are a guardian of, with their grade and section (the
-- screens label the class from these: studentClassLabel, src/shared/rules/class-labels.ts), and
-- `place`, the order every parent screen lists them in (by name, then roll number): the first is
-- the dashboard's child when none is chosen.
create or replace function app_parent_children()
  returns table (tenant_id uuid, id uuid, full_name text, roll_number text, grade_level smallint,
                 section text, place bigint)
  language sql stable
  as $$
    select s.tenant_id, s.id, s.full_name, s.roll_number, s.grade_level, s.section,
           row_number() over (order by s.full_name, s.roll_number, s.id)
      from students s
      join guardianships g on g.tenant_id = s.tenant_id and g.student_id = s.id
                          and g.parent_user_id = app_user_id()
     where s.tenant_id = app_tenant_id() $$;

-- A child's marked days from p_from to p_to (inclusive), counted per status.
create or replace function app_child_attendance_counts(
  p_tenant uuid, p_student uuid, p_from date, p_to date
) returns table (counts json)
  language sql stable
  as $$
    select json_build_object(
             'present', count(*) filter (where a.status = 'present'),
             'absent', count(*) filter (where a.status = 'absent'),
             'late', count(*) filter (where a.status = 'late'))
      from attendance a
     where a.tenant_id = p_tenant and a.student_id = p_student
       and a.date between p_from and p_to $$;

-- A child's pending work: published and not handed in, any due date.
create or replace function app_child_pending_work(p_tenant uuid, p_student uuid)
  returns table (tenant_id uuid, id uuid, student_id uuid, title text, subject_id uuid,
                 due_date date, status text, description text, grade text)
  language sql stable
  as $$
    select asg.tenant_id, asg.id, su.student_id, asg.title, asg.subject_id, asg.due_date,
           su.status, asg.description, su.grade
      from submissions su
      join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id
     where su.tenant_id = p_tenant and su.student_id = p_student
       and su.status = 'pending' and asg.status = 'published' $$;

-- Which homework a parent needs first (the dashboard's card picks by it, the Homework screen sorts
-- by it): 0 work still to hand in, any due date; 1 handed in or graded, due today or later; 2 the
-- rest (handed in or graded, due before today).
create or replace function app_homework_pick(p_status text, p_due_date date, p_today date)
  returns integer
  language sql immutable
  as $$ select case when p_status = 'pending' then 0
                    when p_due_date >= p_today then 1 else 2 end $$;

-- What a child's family owes now: the outstanding part of every fee due now (30_fees.sql).
create or replace function app_child_due_cents(p_tenant uuid, p_student uuid, p_today date)
  returns table (due_cents integer)
  language sql stable
  as $$
    select coalesce(sum(app_fee_outstanding_cents(fr.amount_cents, fr.paid_on,
             (select sum(p.amount_cents) from payments p
               where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id))), 0)::int
      from fee_records fr
     where fr.tenant_id = p_tenant and fr.student_id = p_student
       and app_fee_due_now(fr.due_date, fr.paid_on, p_today) $$;

-- The classes a child is enrolled in, with subject and teacher (none when the teacher has no
-- profile).
create or replace function app_child_classes(p_tenant uuid, p_student uuid)
  returns table (tenant_id uuid, id uuid, room text, teacher_id uuid, subject text,
                 teacher_profile uuid, teacher_name text, teacher_email text, teacher_phone text,
                 teacher_availability text)
  language sql stable
  as $$
    select c.tenant_id, c.id, c.room, c.teacher_id, sb.name, pr.user_id, pr.full_name, pr.email,
           pr.phone, pr.availability
      from enrolments e
      join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
      join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
      left join profiles pr on pr.tenant_id = c.tenant_id and pr.user_id = c.teacher_id
     where e.tenant_id = p_tenant and e.student_id = p_student $$;

-- A child's week and teachers, both from their classes (read once for the two):
--   timetable: every lesson of their classes, Monday first; an entry's own room before the class's;
--   teachers: one contact per teacher, with the subjects they teach the child.
-- A caller that reads one of the two columns does not compute the other (the planner drops an
-- unused output of the inlined subquery).
create or replace function app_child_timetable_and_teachers(p_tenant uuid, p_student uuid)
  returns table (timetable json, teachers json)
  language sql stable
  as $$
    with cc as (select * from app_child_classes(p_tenant, p_student))
    select
      (select coalesce(json_agg(json_build_object(
                'id', te.id, 'dayOfWeek', te.day_of_week, 'subject', cc.subject,
                'teacher', coalesce(cc.teacher_name, ''), 'room', coalesce(te.room, cc.room),
                'startTime', to_char(te.start_time, 'HH24:MI'),
                'endTime', to_char(te.end_time, 'HH24:MI'))
                order by te.day_of_week, te.start_time, cc.subject), '[]'::json)
         from cc
         join timetable_entries te on te.tenant_id = cc.tenant_id and te.class_id = cc.id),
      (select coalesce(json_agg(json_build_object(
                'id', t.teacher_id, 'name', t.name, 'role', 'teacher', 'subject', t.subjects,
                'email', t.email, 'phone', t.phone, 'availability', t.availability)
                order by t.name, t.teacher_id), '[]'::json)
         from (select cc.teacher_id, cc.teacher_name as name, cc.teacher_email as email,
                      cc.teacher_phone as phone, cc.teacher_availability as availability,
                      string_agg(distinct cc.subject, ', ') as subjects
                 from cc
                where cc.teacher_profile is not null
                group by cc.teacher_id, cc.teacher_name, cc.teacher_email, cc.teacher_phone,
                         cc.teacher_availability) t) $$;

grant execute on function app_parent_children(), app_homework_pick(text, date, date),
  app_child_attendance_counts(uuid, uuid, date, date),
  app_child_pending_work(uuid, uuid), app_child_due_cents(uuid, uuid, date),
  app_child_classes(uuid, uuid), app_child_timetable_and_teachers(uuid, uuid) to app_user;
