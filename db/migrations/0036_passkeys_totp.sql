-- Passkeys (WebAuthn) and the TOTP second factor with its recovery codes (issue 22, item 5).
-- Each row belongs to its user; the role rules are in db/routines/82_credential-policies.sql and
-- the questions asked before sign-in in db/routines/82_credential-sign-in.sql.

-- A school may require admins to have a second factor (an authenticator app).
alter table tenants add column require_admin_second_factor boolean not null default false;
grant update (require_admin_second_factor) on tenants to app_user;

-- A user's passkeys: the credential id (base64url) and COSE public key WebAuthn registered.
create table passkeys (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  credential_id text not null check (length(credential_id) between 1 and 1400),
  public_key bytea not null,
  sign_count bigint not null default 0,
  transports text[] not null default '{}',
  name text not null check (length(btrim(name)) between 1 and 60),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  primary key (tenant_id, id),
  unique (tenant_id, credential_id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('passkeys');
revoke update on passkeys from app_user;
grant update (name) on passkeys to app_user;

-- A user's TOTP authenticator. The seed is AES-256-GCM ciphertext (src/server/auth/factors/
-- seed-box.ts) and app_user cannot select it: only the functions of 82_credential-sign-in.sql read
-- and writes it. last_used_step refuses a code used once already (replay).
create table totp_factors (
  tenant_id uuid not null,
  user_id uuid not null,
  secret_encrypted text not null,
  confirmed_at timestamptz,
  last_used_step bigint not null default 0,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('totp_factors');
revoke select, insert, update on totp_factors from app_user;
grant select (tenant_id, user_id, confirmed_at, created_at) on totp_factors to app_user;

-- One-time recovery codes: only their SHA-256 is kept (random codes of about 50 bits: a slow hash
-- adds nothing), and app_user cannot select it; they are written and spent by those functions.
create table recovery_codes (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, user_id, code_hash),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('recovery_codes');
revoke select, insert, update on recovery_codes from app_user;
grant select (tenant_id, id, user_id, used_at, created_at) on recovery_codes to app_user;

-- WebAuthn challenges, spent once: a passkey being added (user_id set) or a passkey sign-in
-- (user_id null, before anyone is signed in).
create table webauthn_challenges (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid,
  purpose text not null check (purpose in ('register', 'sign_in')),
  challenge text not null,
  expires_at timestamptz not null default now() + interval '5 minutes',
  primary key (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('webauthn_challenges');
revoke update on webauthn_challenges from app_user;
