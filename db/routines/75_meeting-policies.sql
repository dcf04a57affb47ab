-- Meetings: the teacher who set them up, the guardian invited, and admins.
-- History: 0011; this file holds their current text.

drop policy if exists meetings_read on meetings;
create policy meetings_read on meetings as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin' or teacher_id = app_user_id()
         or guardian_user_id = app_user_id());

-- Writes: admins, and the teacher who set the meeting up, with a student they teach.
select app_make_write_policies('meetings', 'meetings',
  $$app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and teacher_id = app_user_id())$$,
  $$app_is_owner() or app_role() = 'admin'
    or (app_role() = 'teacher' and teacher_id = app_user_id() and app_teaches_student(student_id))$$);
