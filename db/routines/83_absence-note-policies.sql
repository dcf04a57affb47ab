-- Absence notes (0038): admins read and decide every note of their school; a teacher reads the notes
-- of the students they teach; a guardian reads their children's notes, reports one for a child
-- (pending, as themselves) and withdraws it or adds its document while it is not decided. Nobody
-- deletes a note (0038 revokes it); the rules of what may be reported: 36_absence-notes.sql.

select app_make_role_policy('absence_notes', 'absence_notes_read', 'select',
  $$(select app_is_owner()) or (select app_role()) = 'admin'
    or ((select app_role()) = 'teacher' and student_id in (select app_teacher_student_ids()))
    or ((select app_role()) = 'parent' and student_id in (select app_family_student_ids()))$$);

select app_make_write_policies('absence_notes', 'absence_notes',
  $$(select app_is_owner()) or (select app_role()) = 'admin'
    or ((select app_role()) = 'parent' and app_is_guardian_of(student_id))$$,
  $$(select app_is_owner()) or (select app_role()) = 'admin'
    or ((select app_role()) = 'parent' and app_is_guardian_of(student_id)
        and status in ('pending', 'withdrawn') and decided_by is null)$$);

-- A note's periods: read with their note; written by its guardian when reporting it.
select app_make_role_policy('absence_note_periods', 'absence_note_periods_read', 'select',
  $$(select app_is_owner()) or note_id in (select n.id from absence_notes n)$$);

select app_make_write_policies('absence_note_periods', 'absence_note_periods',
  $$(select app_is_owner())$$,
  $$(select app_is_owner())
    or ((select app_role()) = 'parent'
        and note_id in (select n.id from absence_notes n
                         where n.reported_by = (select app_user_id()) and n.status = 'pending'))$$);
