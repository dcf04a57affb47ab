-- Sign-in with the school's OpenID Connect providers (0035_identity_providers.sql): who reads and
-- writes the providers, and the three questions the sign-in asks before anyone is signed in.

-- Everyone of the school reads the providers' public columns (the sign-in screen lists the
-- enabled ones before sign-in); only admins add, change or remove them.
select app_make_write_policies('identity_providers', 'identity_providers_admins',
                               $$(select app_is_owner()) or (select app_role()) = 'admin'$$);

-- Handoffs are written by the sign-in callback only (no one signed in yet).
select app_make_role_policy('sign_in_handoffs', 'sign_in_handoffs_before_sign_in', 'insert', null,
                            $$(select app_is_owner()) or (select app_user_id()) is null$$);

-- The encrypted client secret of an enabled provider of the current school, for the callback's
-- code exchange: only before sign-in, never to a signed-in request.
create or replace function identity_provider_client_secret(p_provider uuid) returns text
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select client_secret_encrypted from identity_providers
     where tenant_id = app_tenant_id() and id = p_provider and enabled and app_user_id() is null
  $$;

-- Spends a handoff code once, within p_max_age_seconds: the user and provider it signs in.
create or replace function identity_provider_spend_handoff(p_code_hash text, p_max_age_seconds int)
  returns table (user_id uuid, provider_id uuid)
  language sql security definer set search_path = public, pg_temp
  as $$
    update sign_in_handoffs set spent_at = now()
     where tenant_id = app_tenant_id() and code_hash = p_code_hash and spent_at is null
       and created_at > now() - make_interval(secs => p_max_age_seconds) and app_user_id() is null
    returning user_id, provider_id
  $$;

-- The open invitation of an email in the current school (a provider's sign-in accepts it).
create or replace function identity_provider_open_invitation(p_email text)
  returns table (id uuid, email text, role text, full_name text)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select i.id, i.email, i.role, i.full_name
      from invitations i
     where i.tenant_id = app_tenant_id() and i.email = p_email and i.accepted_at is null
       and i.expires_at > now() and app_user_id() is null
  $$;

revoke all on function identity_provider_client_secret(uuid),
  identity_provider_spend_handoff(text, int), identity_provider_open_invitation(text) from public;
grant execute on function identity_provider_client_secret(uuid),
  identity_provider_spend_handoff(text, int), identity_provider_open_invitation(text) to app_user;
