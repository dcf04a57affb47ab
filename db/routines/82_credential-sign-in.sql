-- The questions about passkeys and the TOTP factor that app_user cannot ask of the tables
-- themselves: before sign-in (no user on the transaction yet), and the TOTP seed and recovery code
-- hashes, which app_user never selects (0036). Each is one security-definer function, executable
-- by app_user only, scoped to the current school.

-- A passkey sign-in: the passkey with this credential id and its account, before sign-in only.
create or replace function auth_passkey_candidate(p_credential_id text)
  returns table (passkey_id uuid, public_key bytea, sign_count bigint, transports text[], id uuid,
                 tenant_id uuid, email text, email_confirmed_at timestamptz, role text, status text)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select k.id, k.public_key, k.sign_count, k.transports, u.id, u.tenant_id, u.email,
           u.email_confirmed_at, p.role, p.status
      from passkeys k
      join users u on u.tenant_id = k.tenant_id and u.id = k.user_id
      join profiles p on p.tenant_id = u.tenant_id and p.user_id = u.id
     where k.tenant_id = app_tenant_id() and k.credential_id = p_credential_id
       and app_user_id() is null
  $$;

-- A passkey was used: its new signature counter.
create or replace function auth_passkey_used(p_passkey uuid, p_sign_count bigint) returns void
  language sql security definer set search_path = public, pg_temp
  as $$
    update passkeys set sign_count = p_sign_count, last_used_at = now()
     where tenant_id = app_tenant_id() and id = p_passkey
  $$;

-- The TOTP factor of a user, with its (encrypted) seed: the user's own, or anyone's before sign-in
-- (the second step of a password sign-in).
create or replace function auth_totp_factor(p_user uuid)
  returns table (secret_encrypted text, confirmed boolean, last_used_step bigint)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select secret_encrypted, confirmed_at is not null, last_used_step
      from totp_factors
     where tenant_id = app_tenant_id() and user_id = p_user
       and (app_user_id() is null or app_user_id() = p_user)
  $$;

-- Spends a TOTP time step: true once per step and only for a step after the last one used, so a
-- code cannot be used twice (RFC 6238 section 5.2).
create or replace function auth_totp_spend_step(p_user uuid, p_step bigint) returns boolean
  language sql security definer set search_path = public, pg_temp
  as $$
    with spent as (
      update totp_factors set last_used_step = p_step
       where tenant_id = app_tenant_id() and user_id = p_user and last_used_step < p_step
         and (app_user_id() is null or app_user_id() = p_user)
      returning 1)
    select exists (select 1 from spent)
  $$;

-- Spends a recovery code (by its SHA-256): once. The codes left after it, or null when refused.
drop function if exists auth_spend_recovery_code(uuid, text);
create or replace function auth_spend_recovery_code(p_user uuid, p_code_hash text) returns int
  language sql security definer set search_path = public, pg_temp
  as $$
    with spent as (
      update recovery_codes set used_at = now()
       where tenant_id = app_tenant_id() and user_id = p_user and code_hash = p_code_hash
         and used_at is null and (app_user_id() is null or app_user_id() = p_user)
      returning id)
    select case when exists (select 1 from spent) then
      (select count(*)::int from recovery_codes r
        where r.tenant_id = app_tenant_id() and r.user_id = p_user and r.used_at is null
          and r.id not in (select id from spent))
    end
  $$;

-- Setting an authenticator up, by its user or, before sign-in, by an admin the school requires it
-- of (the token of the second step names them): a new unconfirmed seed in place of any earlier.
create or replace function auth_begin_totp(p_user uuid, p_sealed text) returns void
  language sql security definer set search_path = public, pg_temp
  as $$
    delete from totp_factors
     where tenant_id = app_tenant_id() and user_id = p_user
       and (app_user_id() is null or app_user_id() = p_user);
    insert into totp_factors (tenant_id, user_id, secret_encrypted)
    select app_tenant_id(), p_user, p_sealed
     where app_user_id() is null or app_user_id() = p_user;
  $$;

-- The first right code confirms it.
create or replace function auth_confirm_totp(p_user uuid) returns void
  language sql security definer set search_path = public, pg_temp
  as $$
    update totp_factors set confirmed_at = now()
     where tenant_id = app_tenant_id() and user_id = p_user
       and (app_user_id() is null or app_user_id() = p_user)
  $$;

-- New recovery codes (their SHA-256) in place of the old ones.
create or replace function auth_replace_recovery_codes(p_user uuid, p_hashes text[]) returns void
  language sql security definer set search_path = public, pg_temp
  as $$
    delete from recovery_codes
     where tenant_id = app_tenant_id() and user_id = p_user
       and (app_user_id() is null or app_user_id() = p_user);
    insert into recovery_codes (tenant_id, user_id, code_hash)
    select app_tenant_id(), p_user, h from unnest(p_hashes) as h
     where app_user_id() is null or app_user_id() = p_user;
  $$;

-- An admin removes another user's second factors (TOTP, recovery codes and passkeys) of the same
-- school, when they lost them. Never their own: another admin must do that. The number removed.
create or replace function auth_reset_second_factors(p_user uuid) returns int
  language plpgsql security definer set search_path = public, pg_temp
  as $$
declare
  v_count int := 0;
  v_n int;
begin
  if app_role() is distinct from 'admin' or app_user_id() is null or p_user = app_user_id() then
    return null;
  end if;
  delete from totp_factors where tenant_id = app_tenant_id() and user_id = p_user;
  get diagnostics v_n = row_count; v_count := v_count + v_n;
  delete from recovery_codes where tenant_id = app_tenant_id() and user_id = p_user;
  delete from passkeys where tenant_id = app_tenant_id() and user_id = p_user;
  get diagnostics v_n = row_count; v_count := v_count + v_n;
  return v_count;
end
$$;

revoke all on function auth_passkey_candidate(text), auth_passkey_used(uuid, bigint),
  auth_totp_factor(uuid), auth_totp_spend_step(uuid, bigint), auth_spend_recovery_code(uuid, text),
  auth_reset_second_factors(uuid), auth_begin_totp(uuid, text), auth_confirm_totp(uuid),
  auth_replace_recovery_codes(uuid, text[])
  from public;
grant execute on function auth_passkey_candidate(text), auth_passkey_used(uuid, bigint),
  auth_totp_factor(uuid), auth_totp_spend_step(uuid, bigint), auth_spend_recovery_code(uuid, text),
  auth_reset_second_factors(uuid), auth_begin_totp(uuid, text), auth_confirm_totp(uuid),
  auth_replace_recovery_codes(uuid, text[])
  to app_user;
