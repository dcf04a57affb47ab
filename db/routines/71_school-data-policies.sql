-- Role rules of the school's data (people's records, subjects, classes, enrolments, timetable,
-- fees): restrictive policies for app_user on top of the school policy. Subjects, classes and the
-- timetable are the school's shared information: every member reads them. Reads of students,
-- guardianships and enrolments use the sets of 16_read-sets.sql; fee reads: 72_fee-policies.sql.
-- History: 0005, 0017 (family sets), 0029 (teacher sets); this file holds their current text.

drop policy if exists students_read on students;
create policy students_read on students as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and id in (select app_teacher_student_ids()))
         or id in (select app_family_student_ids()));

drop policy if exists guardianships_read on guardianships;
create policy guardianships_read on guardianships as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and app_teaches_student(student_id))
         or student_id in (select app_family_student_ids()));

drop policy if exists enrolments_read on enrolments;
create policy enrolments_read on enrolments as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and student_id in (select app_teacher_student_ids()))
         or student_id in (select app_family_student_ids())
         or class_id in (select app_teacher_class_ids()));

-- Writes: admins only, on every table of the school's data: <table>_admin_insert, _update and
-- _delete. (Payments are never edited or deleted: the baseline migration grants app_user no
-- update or delete on them; a wrong one is reversed by the school's bookkeeping.)
select app_make_write_policies(target::regclass, target || '_admin', $$(select app_is_owner()) or (select app_role()) = 'admin'$$)
  from unnest(array['subjects', 'students', 'guardianships', 'classes', 'enrolments',
                    'timetable_entries', 'fee_structures', 'fee_records', 'payments']) as target;
