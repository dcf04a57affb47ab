-- The request's scope: the school, user and role a transaction runs for (set by app_open_request,
-- or by the owner's own work through set_config), read by every policy and routine below.
-- History: 0001 (the three settings), 0003 (app_is_owner, app_open_request); this file holds their
-- current text.

create or replace function app_tenant_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.tenant_id', true), '')::uuid $$;

create or replace function app_user_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.user_id', true), '')::uuid $$;

create or replace function app_role() returns text
  language sql stable
  as $$ select nullif(current_setting('app.role', true), '') $$;

-- Role rules bind request paths, which run as app_user. The connecting role is a member of app_user
-- (to switch to it), so policies "to app_user" reach it too: they let it through with this test,
-- which is true for the owner's own work (migrations, seed, security-definer functions) only.
create or replace function app_is_owner() returns boolean
  language sql stable
  as $$ select current_user <> 'app_user' $$;


-- Every request's transaction runs without JIT compilation. The portal's statements are short, but
-- row-level security's subplans push the planner's estimates past jit_above_cost, and PostgreSQL's
-- default (jit on) then compiled each one: a conference booking took 900 ms on a PostgreSQL 15
-- server, 15 ms without. Local to the transaction, so it works behind a transaction-pooling
-- PgBouncer too (no session SET, no startup option). The statement that opens a request calls it
-- (app_open_request, app_open_calendar_feed, withTenant's), so it costs no statement of its own.
create or replace function app_request_settings() returns void
  language sql
  as $$ select set_config('jit', 'off', true) $$;

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
  perform app_request_settings(),
          set_config('role', 'app_user', true),
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
