-- OneRoster sync records (0034): the school's admins read and write them; nobody else sees them.
drop policy if exists roster_records_admin on roster_records;
create policy roster_records_admin on roster_records as restrictive for all to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin')
  with check ((select app_is_owner()) or (select app_role()) = 'admin');
