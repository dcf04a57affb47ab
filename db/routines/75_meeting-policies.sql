-- Meetings: the teacher who set them up, the guardian invited, and admins.
-- History: 0011; this file holds their current text.

drop policy if exists meetings_read on meetings;
create policy meetings_read on meetings as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin' or teacher_id = app_user_id()
         or guardian_user_id = app_user_id());

drop policy if exists meetings_insert on meetings;
create policy meetings_insert on meetings as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and teacher_id = app_user_id()
                  and app_teaches_student(student_id)));

drop policy if exists meetings_update on meetings;
create policy meetings_update on meetings as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and teacher_id = app_user_id()))
  with check (app_is_owner() or app_role() = 'admin'
              or (app_role() = 'teacher' and teacher_id = app_user_id()
                  and app_teaches_student(student_id)));

drop policy if exists meetings_delete on meetings;
create policy meetings_delete on meetings as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin' or (app_role() = 'teacher' and teacher_id = app_user_id()));
