-- The teacher's read path of students, enrolments and assignments as sets computed once per
-- statement, as 0020 did for attendance and submissions. students_read still asked
-- app_teaches_student(id) of every row it scanned: in the grading queue the planner scans the
-- school's students once per submitted piece, so on the demo school the queue read 522,000 buffers
-- (0.4 s on PostgreSQL, seconds on PGlite) for 35 rows. Same rules:
--   app_teaches_student(s)  = s in app_teacher_student_ids()   (0020)
--   app_teaches(c)          = c in app_teacher_class_ids()

-- The classes the caller teaches.
create or replace function app_teacher_class_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 10
  as $$
  begin
    return query
      select c.id from classes c
       where c.tenant_id = app_tenant_id() and c.teacher_id = app_user_id();
  end
  $$;

drop policy students_read on students;
create policy students_read on students as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and id in (select app_teacher_student_ids()))
         or id in (select app_family_student_ids()));

drop policy enrolments_read on enrolments;
create policy enrolments_read on enrolments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and student_id in (select app_teacher_student_ids()))
         or student_id in (select app_family_student_ids())
         or class_id in (select app_teacher_class_ids()));

drop policy assignments_read on assignments;
create policy assignments_read on assignments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and class_id in (select app_teacher_class_ids()))
         or (app_role() in ('parent', 'student') and status = 'published'
             and class_id in (select app_family_class_ids())));
