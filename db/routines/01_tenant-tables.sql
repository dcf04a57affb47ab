-- The one way a table becomes a tenant table: row-level security enabled AND forced (so it binds
-- the table owner too, as on a managed PostgreSQL where the app connects as a non-superuser owner),
-- the school policy tenant_isolation for every role, and the grants for app_user. A table's own
-- migration calls it (`select app_make_tenant_table('name');`) once, when it creates the table: the
-- policy it makes is defined here, and src/server/tenancy/catalog.test.ts fails for a table that
-- escaped it. It is not called again here: migrations narrow some of its grants afterwards (audit
-- log, payments, secrets), which calling it again would undo. Since migrations call it, migrate
-- applies this file and 00_request-scope.sql before the pending migrations too (migrate.ts,
-- ROUTINES_MIGRATIONS_CALL): neither may need a table when created (a plpgsql body is read when it
-- runs).
-- History: 0003; this file holds its current text.

create or replace function app_make_tenant_table(target regclass) returns void
  language plpgsql
  as $$
begin
  execute format('alter table %s enable row level security', target);
  execute format('alter table %s force row level security', target);
  execute format('drop policy if exists tenant_isolation on %s', target);
  execute format(
    'create policy tenant_isolation on %s using (tenant_id = app_tenant_id()) with check (tenant_id = app_tenant_id())',
    target);
  execute format('grant select, insert, update, delete on %s to app_user', target);
end
$$;

-- A role rule on top of the school policy: a restrictive policy for app_user, replaced if it
-- exists (the files db/routines/7x_*-policies.sql). `may_see` becomes its using clause and
-- `may_write` its with check clause; null leaves that clause out.
-- Role rules read the request scope as `(select app_role())`, `(select app_is_owner())`,
-- `(select app_user_id())`: a sub-select of a call without arguments is computed once per
-- statement (an InitPlan), a bare call once per row it filters (the parent dashboard's statement:
-- 7 % fewer instructions, bench/README.md).
create or replace function app_make_role_policy(target regclass, policy text, command text,
                                                may_see text, may_write text default null)
  returns void
  language plpgsql
  as $$
begin
  execute format('drop policy if exists %I on %s', policy, target);
  execute format('create policy %I on %s as restrictive for %s to app_user', policy, target, command)
    || coalesce(' using (' || may_see || ')', '')
    || coalesce(' with check (' || may_write || ')', '');
end
$$;

-- A table's write rules, <prefix>_insert, _update and _delete: `may_touch`, the rows the caller
-- may update or delete; `may_write`, what a row the caller inserts must be (by default
-- `may_touch`), and, when given, what an updated row must be (without it an update policy checks
-- its using clause).
create or replace function app_make_write_policies(target regclass, prefix text, may_touch text,
                                                   may_write text default null) returns void
  language plpgsql
  as $$
begin
  perform app_make_role_policy(target, prefix || '_insert', 'insert', null,
                               coalesce(may_write, may_touch));
  perform app_make_role_policy(target, prefix || '_update', 'update', may_touch, may_write);
  perform app_make_role_policy(target, prefix || '_delete', 'delete', may_touch);
end
$$;
