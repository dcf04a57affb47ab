-- OneRoster sync records (0034): the school's admins read and write them; nobody else sees them.
drop policy if exists roster_records_admin on roster_records;
create policy roster_records_admin on roster_records as restrictive for all to app_user
  using (app_is_owner() or app_role() = 'admin')
  with check (app_is_owner() or app_role() = 'admin');
