-- Assignments, their attachment and the submissions: admins; the class's teacher; the class's
-- families see published work only, and a guardian (or the student) may only hand work in. Write
-- policies are per command: a restrictive policy "for all" would also narrow reads.
-- History: 0011, 0017 (family sets), 0020 and 0029 (teacher sets); this file holds their current
-- text.

drop policy if exists assignments_read on assignments;
create policy assignments_read on assignments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and class_id in (select app_teacher_class_ids()))
         or (app_role() in ('parent', 'student') and status = 'published'
             and class_id in (select app_family_class_ids())));

drop policy if exists assignments_insert on assignments;
create policy assignments_insert on assignments as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(class_id)));

drop policy if exists assignments_update on assignments;
create policy assignments_update on assignments as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and app_teaches(class_id)))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(class_id)));

drop policy if exists assignments_delete on assignments;
create policy assignments_delete on assignments as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and app_teaches(class_id)));

-- Few rows: the per-row lookups of the file's assignment stay; the class test is the family set.
drop policy if exists assignment_files_read on assignment_files;
create policy assignment_files_read on assignment_files as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and app_assignment_published(assignment_id)
             and app_assignment_class(assignment_id) in (select app_family_class_ids())));

drop policy if exists assignment_files_insert on assignment_files;
create policy assignment_files_insert on assignment_files as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));

drop policy if exists assignment_files_update on assignment_files;
create policy assignment_files_update on assignment_files as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));

drop policy if exists assignment_files_delete on assignment_files;
create policy assignment_files_delete on assignment_files as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));

-- Submissions: the class's teacher grades; a guardian (or the student) may only hand work in.
drop policy if exists submissions_read on submissions;
create policy submissions_read on submissions as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and assignment_id in (select app_teacher_assignment_ids()))
         or (app_role() in ('parent', 'student') and student_id in (select app_family_student_ids())));

drop policy if exists submissions_insert on submissions;
create policy submissions_insert on submissions as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));

drop policy if exists submissions_update on submissions;
create policy submissions_update on submissions as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or (app_role() in ('parent', 'student') and student_id in (select app_family_student_ids())))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
              or (app_role() in ('parent', 'student') and student_id in (select app_family_student_ids())
                  and status = 'submitted' and grade is null));

drop policy if exists submissions_delete on submissions;
create policy submissions_delete on submissions as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(app_assignment_class(assignment_id))));
