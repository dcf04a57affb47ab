-- Assignments, their attachment and the submissions: admins; the class's teacher; the class's
-- families see published work only, and a guardian (or the student) may only hand work in. Write
-- policies are per command: a restrictive policy "for all" would also narrow reads.
-- History: 0011, 0017 (family sets), 0020 and 0029 (teacher sets); this file holds their current
-- text.

drop policy if exists assignments_read on assignments;
create policy assignments_read on assignments as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and class_id in (select app_teacher_class_ids()))
         or ((select app_role()) in ('parent', 'student') and status = 'published'
             and class_id in (select app_family_class_ids())));

-- Writes: the class's teacher (and admins), a changed assignment still in a class they teach.
select app_make_write_policies('assignments', 'assignments', teaches_class, teaches_class)
  from (values ($$(select app_is_owner()) or (select app_role()) = 'admin'
                  or ((select app_role()) = 'teacher' and app_teaches(class_id))$$)) as rule (teaches_class);

-- Few rows: the per-row lookups of the file's assignment stay; the class test is the family set.
drop policy if exists assignment_files_read on assignment_files;
create policy assignment_files_read on assignment_files as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and app_teaches(app_assignment_class(assignment_id)))
         or ((select app_role()) in ('parent', 'student') and app_assignment_published(assignment_id)
             and app_assignment_class(assignment_id) in (select app_family_class_ids())));

-- Submissions: the class's teacher grades; a guardian (or the student) may only hand work in.
drop policy if exists submissions_read on submissions;
create policy submissions_read on submissions as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and assignment_id in (select app_teacher_assignment_ids()))
         or ((select app_role()) in ('parent', 'student') and student_id in (select app_family_student_ids())));

-- The attachment's and the submissions' writes: the teacher of the assignment's class; a family
-- only hands its own work in.
do $$
declare
  teaches_assignment constant text :=
    $rule$(select app_is_owner()) or (select app_role()) = 'admin'
      or ((select app_role()) = 'teacher' and app_teaches(app_assignment_class(assignment_id)))$rule$;
  own_work constant text :=
    $rule$(select app_role()) in ('parent', 'student')
      and student_id in (select app_family_student_ids())$rule$;
begin
  perform app_make_write_policies('assignment_files', 'assignment_files', teaches_assignment,
                                  teaches_assignment);
  perform app_make_role_policy('submissions', 'submissions_insert', 'insert', null,
                               teaches_assignment);
  perform app_make_role_policy('submissions', 'submissions_update', 'update',
                               teaches_assignment || ' or (' || own_work || ')',
                               teaches_assignment || ' or (' || own_work
                                 || $rule$ and status = 'submitted' and grade is null)$rule$);
  perform app_make_role_policy('submissions', 'submissions_delete', 'delete', teaches_assignment);
end
$$;
