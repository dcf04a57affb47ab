-- OneRoster sync: each record a OneRoster set brought into the school keeps its sourcedId here,
-- so later syncs match by it (not by name). One row per (school, kind, sourcedId): the portal
-- record it became (a student, an invitation or account, a subject, a class; none for academic
-- sessions and for classes still waiting for their teacher), the OneRoster fields as imported
-- (compared by the next sync, and written back by the export), its status and last change.
create table roster_records (
  tenant_id uuid not null,
  kind text not null
    check (kind in ('org', 'academicSession', 'course', 'class', 'user', 'enrollment')),
  sourced_id text not null check (length(sourced_id) between 1 and 255),
  local_id uuid,
  fields jsonb not null,
  status text not null default 'active' check (status in ('active', 'tobedeleted')),
  date_last_modified timestamptz,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, kind, sourced_id)
);
select app_make_tenant_table('roster_records');
create index roster_records_local on roster_records (tenant_id, local_id) where local_id is not null;
