-- Attendance: admins; teachers for their own classes' students; parents and students their own.
-- Who may mark a class is app_may_mark_class (35_attendance-rules.sql); a teacher marks only the
-- students they teach. A teacher's mark that differs from the one already taken
-- (attendance_conflicts): admins and the student's teachers read them; a teacher records only
-- their own, for a class they may mark.
-- History: 0011, 0017 (family sets), 0020 (teacher sets), 0026 (conflicts); this file holds
-- their current text.

drop policy if exists attendance_read on attendance;
create policy attendance_read on attendance as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and student_id in (select app_teacher_student_ids()))
         or student_id in (select app_family_student_ids()));

select app_make_write_policies('attendance', 'attendance',
  $$(select app_is_owner()) or (select app_role()) = 'admin'
    or ((select app_role()) = 'teacher' and app_teaches_student(student_id))$$,
  $$(select app_is_owner())
    or (app_may_mark_class(class_id) and ((select app_role()) = 'admin' or app_teaches_student(student_id)))$$);

drop policy if exists attendance_conflicts_read on attendance_conflicts;
create policy attendance_conflicts_read on attendance_conflicts as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin'
         or ((select app_role()) = 'teacher' and app_teaches_student(student_id)));

select app_make_write_policies('attendance_conflicts', 'attendance_conflicts',
  $$(select app_is_owner()) or (select app_role()) = 'admin' or marked_by = (select app_user_id())$$,
  $$(select app_is_owner())
    or (app_may_mark_class(class_id)
        and ((select app_role()) = 'admin' or (marked_by = (select app_user_id()) and app_teaches_student(student_id))))$$);
