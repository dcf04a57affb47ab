-- School settings: the school's own logo, stored in the database and served by the portal itself,
-- and indexes for the admins' activity view of the audit log. The branding and settings columns
-- (name, logo_url, theme, colours: 0001; time zone, office contacts, absence notices, payment
-- instructions: 0005) already exist on tenants.

-- One logo per school (unique on tenant_id). Its bytes are kept apart from tenants so the school
-- code lookup never loads them; sha256 names the version in the public URL (cache busting).
create table school_logos (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  content_type text not null
    check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  size_bytes integer not null check (size_bytes between 1 and 1048576),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id)
);
select app_make_tenant_table('school_logos');

-- Only the school's admins change the logo; anyone may read it (it is shown before sign-in, in a
-- request scoped to that school only).
create policy school_logos_admins_write on school_logos as restrictive for insert to app_user
  with check (app_is_owner() or app_role() = 'admin');
create policy school_logos_admins_update on school_logos as restrictive for update to app_user
  using (app_is_owner() or app_role() = 'admin');
create policy school_logos_admins_delete on school_logos as restrictive for delete to app_user
  using (app_is_owner() or app_role() = 'admin');

-- The activity view: newest first, optionally of one person.
create index audit_log_newest on audit_log (tenant_id, created_at desc, id desc);
create index audit_log_actor on audit_log (tenant_id, actor_user_id, created_at desc);
