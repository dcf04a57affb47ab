-- Meetings: the teacher who set them up, the guardian invited, and admins. A conference booking
-- (0039) is a meeting a guardian writes: a free slot of a session open to their child, changed or
-- cancelled only before the school's cut-off (57_conference-rules.sql).
-- History: 0011, 0039; this file holds their current text.

drop policy if exists meetings_read on meetings;
create policy meetings_read on meetings as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin' or teacher_id = (select app_user_id())
         or guardian_user_id = (select app_user_id()));

-- Writes: admins, the teacher who set the meeting up, with a student they teach, and a guardian's
-- own conference booking.
select app_make_write_policies('meetings', 'meetings',
  $$(select app_is_owner()) or (select app_role()) = 'admin' or ((select app_role()) = 'teacher' and teacher_id = (select app_user_id()))
    or ((select app_role()) = 'parent' and guardian_user_id = (select app_user_id()) and session_id is not null
        and app_conference_open(session_id, start_time))$$,
  $$(select app_is_owner()) or (select app_role()) = 'admin'
    or ((select app_role()) = 'teacher' and teacher_id = (select app_user_id()) and app_teaches_student(student_id))
    or ((select app_role()) = 'parent' and guardian_user_id = (select app_user_id())
        and app_conference_booking_ok(session_id, student_id, teacher_id, meeting_date, start_time,
                                      end_time, place))$$);
