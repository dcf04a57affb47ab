-- The family read path (parents and students) without a lookup per row (issue 9, bench/README.md).
--
-- The read policies of 0005 and 0011 asked a security-definer helper about every row scanned
-- (app_may_see_student(student_id), app_has_child_in(class_id)): the planner cannot see into such
-- a call, so each row paid its own query (a join for app_has_child_in). On a year of a child's
-- homework that was about 10,000 buffers per dashboard. Here the same rules are sets computed once
-- per statement: `x in (select app_family_…_ids())` is an uncorrelated sublink, planned as a hashed
-- subplan built the first time a row reaches it. A sublink keeps a SQL function from being inlined,
-- so the sets are spelled out in each policy, not hidden in a helper. Same rules as before:
--   app_may_see_student(s) = admin, or a teacher of s, or s in app_family_student_ids()
--   app_has_child_in(c)    = c in app_family_class_ids()

-- The sets are plpgsql, not SQL, functions: plpgsql keeps its query plans for the session, while a
-- SQL function's body (not inlinable: it is security definer) is planned again by every statement
-- that calls it, and the dashboard calls these in a dozen places (measured: half the statement).

-- Whose student rows a parent or student may read: a parent their wards, a student their own
-- record, nobody else anything (app_may_see_student's parent and student branches).
create or replace function app_family_student_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 3
  as $$
  begin
    return query
      select g.student_id from guardianships g
       where app_role() = 'parent' and g.tenant_id = app_tenant_id()
         and g.parent_user_id = app_user_id()
      union all
      select s.id from students s
       where app_role() = 'student' and s.tenant_id = app_tenant_id() and s.user_id = app_user_id();
  end
  $$;

-- The classes where a ward of the caller, or the caller's own student record, is enrolled
-- (app_has_child_in as a set; like it, whatever the caller's role: the policies test the role).
create or replace function app_family_class_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 20
  as $$
  begin
    return query
      select e.class_id from enrolments e
       where e.tenant_id = app_tenant_id()
         and e.student_id in (select g.student_id from guardianships g
                               where g.tenant_id = app_tenant_id()
                                 and g.parent_user_id = app_user_id()
                              union all
                              select s.id from students s
                               where s.tenant_id = app_tenant_id() and s.user_id = app_user_id());
  end
  $$;

-- The fee records of app_family_student_ids() (payments are read through their record).
create or replace function app_family_fee_record_ids() returns setof uuid
  language plpgsql stable security definer set search_path = public, pg_temp
  rows 40
  as $$
  begin
    return query
      select fr.id from fee_records fr
       where fr.tenant_id = app_tenant_id()
         and fr.student_id in (select app_family_student_ids());
  end
  $$;

drop policy students_read on students;
create policy students_read on students as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(id))
         or id in (select app_family_student_ids()));

drop policy guardianships_read on guardianships;
create policy guardianships_read on guardianships as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(student_id))
         or student_id in (select app_family_student_ids()));

drop policy enrolments_read on enrolments;
create policy enrolments_read on enrolments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(student_id))
         or student_id in (select app_family_student_ids())
         or app_teaches(class_id));

drop policy fee_records_read on fee_records;
create policy fee_records_read on fee_records as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() in ('parent', 'student') and student_id in (select app_family_student_ids())));

drop policy payments_read on payments;
create policy payments_read on payments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() in ('parent', 'student')
             and fee_record_id in (select app_family_fee_record_ids())));

drop policy attendance_read on attendance;
create policy attendance_read on attendance as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(student_id))
         or student_id in (select app_family_student_ids()));

drop policy assignments_read on assignments;
create policy assignments_read on assignments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(class_id))
         or (app_role() in ('parent', 'student') and status = 'published'
             and class_id in (select app_family_class_ids())));

-- Few rows: the per-row lookups of the file's assignment stay; the class test becomes the set.
drop policy assignment_files_read on assignment_files;
create policy assignment_files_read on assignment_files as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and app_assignment_published(assignment_id)
             and app_assignment_class(assignment_id) in (select app_family_class_ids())));

drop policy submissions_read on submissions;
create policy submissions_read on submissions as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and student_id in (select app_family_student_ids())));

drop policy submissions_update on submissions;
create policy submissions_update on submissions as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and student_id in (select app_family_student_ids())))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
              or (app_role() in ('parent', 'student') and student_id in (select app_family_student_ids())
                  and status = 'submitted' and grade is null));
