-- Failed sign-ins were counted per account only (auth_recent_audit, migration 0003), so ten wrong
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
