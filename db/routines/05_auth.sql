-- Sign-in and the link tokens: app_user selects no password or token hash (the baseline migration
-- revokes those columns), so each question about one is answered by one security-definer function
-- here, executable by app_user only.
-- History: 0003, 0010 (auth_open_invitation), 0023 (auth_sign_in_failures); this file holds their
-- current text.

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

-- An open invitation by its link token (only the token's SHA-256 is stored).
create or replace function auth_open_invitation(p_token_hash text)
  returns table (id uuid, tenant_id uuid, email text, role text, full_name text)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select i.id, i.tenant_id, i.email, i.role, i.full_name
      from invitations i
     where i.tenant_id = app_tenant_id() and i.token_hash = p_token_hash
       and i.accepted_at is null and i.expires_at > now()
  $$;
revoke all on function auth_open_invitation(text) from public;
grant execute on function auth_open_invitation(text) to app_user;

-- Failed sign-ins were counted per account only (auth_recent_audit, above), so ten wrong
-- passwords from anywhere locked the owner out. This counts one account's recent failures by the
-- address asking and by every other address, and says whether the asking address has signed in to
-- the account before (a known address), for the throttle in src/server/auth/sign-in-throttle.ts.
create or replace function auth_sign_in_failures(p_subject text, p_ip text, p_seconds int, p_known_days int)
  returns table (here bigint, last_here timestamptz, elsewhere bigint, known boolean)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select count(*) filter (where a.ip is not distinct from p_ip),
           max(a.created_at) filter (where a.ip is not distinct from p_ip),
           count(*) filter (where a.ip is distinct from p_ip),
           exists (
             select 1 from audit_log s
              where s.tenant_id = app_tenant_id() and s.action = 'auth.sign_in'
                and s.subject = p_subject and s.ip is not distinct from p_ip
                and s.created_at > now() - make_interval(days => p_known_days))
      from audit_log a
     where a.tenant_id = app_tenant_id() and a.action = 'auth.sign_in_failed'
       and a.subject = p_subject and a.created_at > now() - make_interval(secs => p_seconds)
  $$;
revoke all on function auth_sign_in_failures(text, text, int, int) from public;
grant execute on function auth_sign_in_failures(text, text, int, int) to app_user;
