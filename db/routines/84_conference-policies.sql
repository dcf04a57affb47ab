-- Conference sessions (0039): admins, the session's teacher and its classes' families read it
-- (app_may_see_conference); a teacher publishes and changes their own for classes they teach, an
-- admin for any teacher (app_may_publish_conference). Bookings are meetings: 75_meeting-policies.sql.

drop policy if exists conference_sessions_read on conference_sessions;
create policy conference_sessions_read on conference_sessions as restrictive for select to app_user
  using ((select app_is_owner()) or app_may_see_conference(teacher_id, class_ids));

select app_make_write_policies('conference_sessions', 'conference_sessions',
  $$(select app_is_owner()) or (select app_role()) = 'admin' or ((select app_role()) = 'teacher' and teacher_id = (select app_user_id()))$$,
  $$(select app_is_owner()) or app_may_publish_conference(teacher_id, class_ids)$$);
