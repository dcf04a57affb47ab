-- Password recovery: a one-time emailed link opens a recovery session, which may set a new password.

alter table users
  add column recovery_token_hash text,
  add column recovery_sent_at timestamptz;

create unique index users_recovery_token on users (tenant_id, recovery_token_hash)
  where recovery_token_hash is not null;

alter table sessions
  add column kind text not null default 'password' check (kind in ('password', 'recovery'));
