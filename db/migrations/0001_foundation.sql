-- Foundation: tenants, users, profiles, invitations, sessions and refresh tokens, audit log, outbox.
-- Every tenant-owned table has (tenant_id, id) as its key and tenant-scoped foreign keys, so the
-- database itself refuses a row of one school pointing at a row of another.

-- Checked first: CREATE ROLE needs CREATEROLE even when the role exists (pre-created by a DBA).
do $$
begin
  if not exists (select from pg_roles where rolname = 'app_user') then
    create role app_user nologin;
  end if;
exception
  when duplicate_object or unique_violation then null;
end
$$;

-- The connecting role must be able to switch to app_user (superusers always can).
do $$
begin
  execute format('grant app_user to %I', current_user);
exception
  when others then null;
end
$$;

grant usage on schema public to app_user;

create or replace function app_tenant_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.tenant_id', true), '')::uuid $$;

create or replace function app_user_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.user_id', true), '')::uuid $$;

create or replace function app_role() returns text
  language sql stable
  as $$ select nullif(current_setting('app.role', true), '') $$;

create table tenants (
  id uuid primary key default gen_random_uuid(),
  school_code text not null unique
    check (school_code = upper(btrim(school_code)) and length(school_code) between 1 and 32),
  school_name text not null check (length(btrim(school_name)) between 1 and 200),
  logo_url text,
  theme_mode text not null default 'light' check (theme_mode in ('light', 'dark')),
  primary_color text not null default '#ec4899'
    check (primary_color ~ '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  secondary_color text not null default '#3b82f6'
    check (secondary_color ~ '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  email text not null check (email = lower(email)),
  password_hash text not null,
  email_confirmed_at timestamptz,
  confirmation_token_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, email)
);
create unique index users_confirmation_token on users (tenant_id, confirmation_token_hash)
  where confirmation_token_hash is not null;

create table profiles (
  tenant_id uuid not null,
  user_id uuid not null,
  role text not null check (role in ('admin', 'teacher', 'parent', 'student')),
  full_name text not null,
  email text not null,
  status text not null default 'active' check (status in ('active', 'inactive')),
  theme_preference text check (theme_preference in ('light', 'dark')),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index profiles_role on profiles (tenant_id, role);

create table invitations (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  email text not null check (email = lower(email)),
  role text not null check (role in ('admin', 'teacher', 'parent', 'student')),
  full_name text,
  invited_by uuid,
  accepted_at timestamptz,
  expires_at timestamptz not null default now() + interval '14 days',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, invited_by) references users (tenant_id, id) on delete set null (invited_by)
);
create unique index invitations_open on invitations (tenant_id, email) where accepted_at is null;

-- A session is one refresh token family; access tokens carry its id (sid) and die with it.
create table sessions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text,
  primary key (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index sessions_user on sessions (tenant_id, user_id) where revoked_at is null;

create table refresh_tokens (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  session_id uuid not null,
  token_hash text not null,
  spent_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (tenant_id, id),
  unique (tenant_id, token_hash),
  foreign key (tenant_id, session_id) references sessions (tenant_id, id) on delete cascade
);
create index refresh_tokens_session on refresh_tokens (tenant_id, session_id);

create table audit_log (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id bigint generated always as identity,
  actor_user_id uuid,
  action text not null,
  subject text,
  ip text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index audit_log_action on audit_log (tenant_id, action, subject, created_at);

create table email_outbox (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (tenant_id, id)
);

-- Row-level security: request paths run as app_user and see only the current school's rows.
alter table tenants enable row level security;
create policy tenants_read on tenants for select to app_user using (true);
create policy tenants_admin_update on tenants for update to app_user
  using (id = app_tenant_id() and app_role() = 'admin')
  with check (id = app_tenant_id());
grant select on tenants to app_user;
grant update (school_name, logo_url, theme_mode, primary_color, secondary_color, updated_at) on tenants to app_user;

do $$
declare
  t text;
begin
  foreach t in array array['users', 'profiles', 'invitations', 'sessions', 'refresh_tokens', 'audit_log', 'email_outbox']
  loop
    execute format('alter table %I enable row level security', t);
    execute format(
      'create policy %I on %I to app_user using (tenant_id = app_tenant_id()) with check (tenant_id = app_tenant_id())',
      t || '_tenant', t);
  end loop;
end
$$;

grant select, insert, update, delete on users, profiles, invitations, sessions, refresh_tokens, email_outbox to app_user;
-- The audit log is append-only for request paths.
grant select, insert on audit_log to app_user;
