-- Invitation link tokens are secrets like the other link tokens (migration 0003): app_user selects
-- every column of invitations but the hash, and finds an invitation by its token through one
-- security-definer function that answers only that question.
revoke select on invitations from app_user;
grant select (tenant_id, id, email, role, full_name, invited_by, accepted_at, expires_at, created_at, sent_at)
  on invitations to app_user;

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
