-- Role rules of the school's own records, on top of the school policy (tenant_isolation, made by
-- app_make_tenant_table in each table's migration): restrictive policies for app_user. A policy
-- lets the owner's own work through with app_is_owner() (migrations, seed, security-definer
-- functions: not a request).
-- History: 0001 (tenants), 0003 (audit log), 0012 (logo), 0013 (waiting children), 0026
-- (calendar); this file holds their current text.

-- The school: every request reads the school it is scoped to (the school code lookup, before
-- sign-in, too); its admins change its settings.
drop policy if exists tenants_read on tenants;
create policy tenants_read on tenants for select to app_user using (true);

drop policy if exists tenants_admin_update on tenants;
create policy tenants_admin_update on tenants for update to app_user
  using (id = (select app_tenant_id()) and (select app_role()) = 'admin')
  with check (id = (select app_tenant_id()));

-- The audit log: request paths append (the baseline migration grants no update or delete); only the
-- school's admins read it.
drop policy if exists audit_admins_read on audit_log;
create policy audit_admins_read on audit_log as restrictive for select to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin');

-- Only the school's admins change the logo; anyone may read it (it is shown before sign-in, in a
-- request scoped to that school only). The calendar: everyone in the school reads it (teachers
-- mark by it); only admins change it. (school_logos_admins_write: the logo's insert policy's
-- former name.)
drop policy if exists school_logos_admins_write on school_logos;
select app_make_write_policies(target, prefix, $$(select app_is_owner()) or (select app_role()) = 'admin'$$)
  from (values ('school_logos'::regclass, 'school_logos_admins'),
               ('school_calendar', 'school_calendar_admins')) as admin_only (target, prefix);

-- Children waiting on a parent's invitation (CSV import): only admins read or write them, like the
-- invitations themselves.
drop policy if exists invitation_children_admin on invitation_children;
create policy invitation_children_admin on invitation_children as restrictive for all to app_user
  using ((select app_is_owner()) or (select app_role()) = 'admin')
  with check ((select app_is_owner()) or (select app_role()) = 'admin');
