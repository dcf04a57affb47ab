-- Documents for staff only (issue 17 #9): a teacher's chat upload became school-wide, readable by
-- every parent and student, with no word. The uploader now chooses: private (the default), staff
-- (admins and teachers) or school; families may only keep documents private.

alter table documents drop constraint documents_visibility_check;
alter table documents add constraint documents_visibility_check
  check (visibility in ('school', 'staff', 'private'));
alter table document_chunks drop constraint document_chunks_visibility_check;
alter table document_chunks add constraint document_chunks_visibility_check
  check (visibility in ('school', 'staff', 'private'));

drop policy documents_read on documents;
create policy documents_read on documents as restrictive for select to app_user
  using (app_is_owner() or visibility = 'school' or owner_user_id = app_user_id()
         or (visibility = 'staff' and app_role() in ('admin', 'teacher')));
drop policy documents_insert on documents;
create policy documents_insert on documents as restrictive for insert to app_user
  with check (app_is_owner()
    or (owner_user_id = app_user_id() and
        (visibility = 'private' or app_role() in ('admin', 'teacher')))
    or (app_user_id() is null and owner_user_id is null and visibility = 'school'));

drop policy document_chunks_read on document_chunks;
create policy document_chunks_read on document_chunks as restrictive for select to app_user
  using (app_is_owner() or visibility = 'school' or owner_user_id = app_user_id()
         or (visibility = 'staff' and app_role() in ('admin', 'teacher')));
