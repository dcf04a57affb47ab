-- The school office: the school's active admins. Parents write to it (app_may_message), the
-- dashboard's contacts list it, the new-message picker offers it only when it has someone, and
-- absence notes and parents' messages reach its members (schoolOfficeUserIds, profiles.service.ts).
-- A plain SQL set-returning function, so each statement that reads it inlines it into its own plan.
create or replace function app_school_office() returns setof profiles
  language sql stable
  as $$
    select * from profiles
     where tenant_id = app_tenant_id() and role = 'admin' and status = 'active'
  $$;

grant execute on function app_school_office() to app_user;
