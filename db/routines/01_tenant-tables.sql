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
