-- People: invitations carry their own link (only the token's SHA-256 is stored) and when it went
-- out; the admin's user list filters and sorts the school's people server-side.
alter table invitations
  add column token_hash text,
  add column sent_at timestamptz;
create unique index invitations_token on invitations (tenant_id, token_hash)
  where token_hash is not null;

-- The user list searches names and emails case-insensitively and filters by status.
create index profiles_name on profiles (tenant_id, lower(full_name));
create index students_email on students (tenant_id, email) where email is not null;
create index students_without_account on students (tenant_id, created_at) where user_id is null;
