-- Isolation by construction.
--
-- 1. app_make_tenant_table(table) is the one way a table becomes a tenant table: row-level security
--    enabled AND forced (so it binds the table owner too, as on a managed PostgreSQL where the app
--    connects as a non-superuser owner), the tenant policy for every role, and the grants for
--    app_user. Every tenant table goes through it; a catalog test fails for any that escaped.
-- 2. Secrets are not selectable by app_user: password and token hashes are reached only through the
--    security-definer functions below, which answer one question each.
-- 3. The audit log is readable by the school's admins only.
-- 4. app_open_request opens a signed-in request in one statement: role, school and user set, the
--    session checked, and the caller's current role and status read from the database.

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

do $$
declare
  t text;
begin
  foreach t in array array['users', 'profiles', 'invitations', 'sessions', 'refresh_tokens', 'audit_log', 'email_outbox']
  loop
    execute format('drop policy if exists %I on %I', t || '_tenant', t);
    perform app_make_tenant_table(t::regclass);
  end loop;
end
$$;

-- Secrets: app_user selects every column of users and refresh_tokens but the hashes.
revoke select on users from app_user;
grant select (tenant_id, id, email, email_confirmed_at, recovery_sent_at, created_at, updated_at)
  on users to app_user;
revoke select on refresh_tokens from app_user;
grant select (tenant_id, id, session_id, spent_at, created_at, expires_at) on refresh_tokens to app_user;

-- Role rules bind request paths, which run as app_user. The connecting role is a member of app_user
-- (to switch to it), so policies "to app_user" reach it too: they let it through with this test,
-- which is true for the owner's own work (migrations, seed, security-definer functions) only.
create or replace function app_is_owner() returns boolean
  language sql stable
  as $$ select current_user <> 'app_user' $$;

-- The audit log: request paths append; only the school's admins read it.
revoke update, delete on audit_log from app_user;
create policy audit_admins_read on audit_log as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin');

-- Sign-in: the account behind an email of the current school, with its password hash. Only before
-- sign-in (no user set on the transaction): a signed-in request has no use for anyone's hash.
create or replace function auth_sign_in_candidate(p_email text)
  returns table (id uuid, tenant_id uuid, email text, password_hash text, email_confirmed_at timestamptz,
                 created_at timestamptz, role text, status text)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select u.id, u.tenant_id, u.email, u.password_hash, u.email_confirmed_at, u.created_at, p.role, p.status
      from users u
      join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
     where u.tenant_id = app_tenant_id() and u.email = p_email and app_user_id() is null
  $$;

-- Changing one's password: the signed-in user's own hash, nobody else's.
create or replace function auth_own_password_hash() returns text
  language sql stable security definer set search_path = public, pg_temp
  as $$ select password_hash from users where tenant_id = app_tenant_id() and id = app_user_id() $$;

-- Spends an email confirmation link.
create or replace function auth_confirm_email(p_token_hash text) returns table (id uuid, email text)
  language sql security definer set search_path = public, pg_temp
  as $$
    update users
       set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token_hash = null
     where tenant_id = app_tenant_id() and confirmation_token_hash = p_token_hash
    returning id, email
  $$;

-- Spends a recovery link: it works once, and only within its lifetime.
create or replace function auth_consume_recovery_token(p_token_hash text, p_max_age_seconds int)
  returns table (id uuid, fresh boolean)
  language sql security definer set search_path = public, pg_temp
  as $$
    update users
       set recovery_token_hash = null, email_confirmed_at = coalesce(email_confirmed_at, now())
     where tenant_id = app_tenant_id() and recovery_token_hash = p_token_hash
    returning id, recovery_sent_at > now() - make_interval(secs => p_max_age_seconds)
  $$;

-- A refresh token by its hash, locked so two refreshes with it cannot both pass as the first.
create or replace function auth_find_refresh_token(p_token_hash text)
  returns table (id uuid, session_id uuid, spent_at timestamptz, expires_at timestamptz, user_id uuid,
                 revoked_at timestamptz, expired boolean)
  language sql security definer set search_path = public, pg_temp
  as $$
    select t.id, t.session_id, t.spent_at, t.expires_at, s.user_id, s.revoked_at, t.expires_at <= now()
      from refresh_tokens t
      join sessions s on s.tenant_id = t.tenant_id and s.id = t.session_id
     where t.tenant_id = app_tenant_id() and t.token_hash = p_token_hash
       for update of t
  $$;

-- Failed sign-ins of one account in a recent window (the per-account limit), before sign-in.
create or replace function auth_recent_audit(p_action text, p_subject text, p_seconds int)
  returns table (count bigint, oldest timestamptz)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select count(*), min(created_at)
      from audit_log
     where tenant_id = app_tenant_id() and action = p_action and subject = p_subject
       and created_at > now() - make_interval(secs => p_seconds)
  $$;

revoke all on function auth_sign_in_candidate(text), auth_own_password_hash(), auth_confirm_email(text),
  auth_consume_recovery_token(text, int), auth_find_refresh_token(text), auth_recent_audit(text, text, int)
  from public;
grant execute on function auth_sign_in_candidate(text), auth_own_password_hash(), auth_confirm_email(text),
  auth_consume_recovery_token(text, int), auth_find_refresh_token(text), auth_recent_audit(text, text, int)
  to app_user;

-- Opens a signed-in request: switches to app_user, sets the school and user, checks that the session
-- is live, and reads the caller's current role and status, all in one statement. Raises
--   PA401 when the session has ended, PA402 when the account is inactive,
--   PA403 when the caller's role is not among p_roles (null: any role).
create or replace function app_open_request(p_tenant uuid, p_user uuid, p_session uuid, p_roles text[])
  returns table (role text, session_kind text)
  language plpgsql
  as $$
declare
  v_role text;
  v_status text;
  v_kind text;
begin
  perform set_config('role', 'app_user', true),
          set_config('app.tenant_id', p_tenant::text, true),
          set_config('app.user_id', p_user::text, true),
          set_config('app.role', '', true);
  select p.role, p.status, s.kind into v_role, v_status, v_kind
    from sessions s
    join profiles p on p.tenant_id = s.tenant_id and p.user_id = s.user_id
   where s.tenant_id = p_tenant and s.id = p_session and s.user_id = p_user and s.revoked_at is null;
  if not found then
    raise exception 'session ended' using errcode = 'PA401';
  end if;
  if v_status <> 'active' then
    raise exception 'account inactive' using errcode = 'PA402';
  end if;
  if p_roles is not null and not (v_role = any (p_roles)) then
    raise exception 'role not allowed' using errcode = 'PA403';
  end if;
  perform set_config('app.role', v_role, true);
  return query select v_role, v_kind;
end
$$;
