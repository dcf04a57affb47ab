-- Sign-in with the school's OpenID Connect providers (issue 22, item 4). The client secret is kept
-- encrypted (AES-256-GCM, src/server/platform/crypto/secret-box.ts) and is not selectable by
-- app_user: identity_provider_client_secret() (db/routines/81_identity-provider-sign-in.sql) hands
-- it to the sign-in callback only, before anyone is signed in.
create table identity_providers (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  display_name text not null check (length(btrim(display_name)) between 1 and 80),
  issuer_url text not null check (issuer_url ~ '^https?://' and length(issuer_url) <= 500),
  client_id text not null check (length(client_id) between 1 and 500),
  client_secret_encrypted text not null check (client_secret_encrypted like 'v1.%'),
  allowed_domains text[] not null default '{}'
    check (cardinality(allowed_domains) between 1 and 20),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
select app_make_tenant_table('identity_providers');
revoke select, update on identity_providers from app_user;
grant select (tenant_id, id, display_name, issuer_url, client_id, allowed_domains, enabled, created_at,
  updated_at) on identity_providers to app_user;
grant update (display_name, issuer_url, client_id, client_secret_encrypted, allowed_domains, enabled,
  updated_at) on identity_providers to app_user;

-- A provider's sign-in hands the session to the web app with a one-time code (its SHA-256 kept
-- here), spent by a POST within a minute (identity_provider_spend_handoff()).
create table sign_in_handoffs (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null,
  provider_id uuid not null,
  created_at timestamptz not null default now(),
  spent_at timestamptz,
  primary key (tenant_id, id),
  unique (tenant_id, code_hash),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, provider_id) references identity_providers (tenant_id, id) on delete cascade
);
select app_make_tenant_table('sign_in_handoffs');
revoke select, update, delete on sign_in_handoffs from app_user;

-- Password sign-in turned off for these roles (they sign in with a provider).
alter table tenants add column password_sign_in_off text[] not null default '{}'
  check (password_sign_in_off <@ array['admin', 'teacher', 'parent', 'student']::text[]);
grant update (password_sign_in_off) on tenants to app_user;
