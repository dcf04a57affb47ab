-- Passkeys, the TOTP factor, recovery codes and WebAuthn challenges belong to their user: only that
-- user reads, adds or removes them (an admin's reset goes through auth_reset_second_factors, in
-- 82_credential-sign-in.sql). A passkey sign-in's challenge has no user yet: it is seen only by
-- requests with no user either (before sign-in).
-- <table>_owner_read, _insert, _update and _delete (0036).

select app_make_role_policy(target::regclass, target || '_owner_read', 'select', own),
       app_make_write_policies(target::regclass, target || '_owner', own, own)
  from unnest(array['passkeys', 'totp_factors', 'recovery_codes']) as target,
       (values ($$(select app_is_owner()) or user_id = (select app_user_id())$$)) as rule (own);

select app_make_role_policy('webauthn_challenges', 'webauthn_challenges_owner_read', 'select', own),
       app_make_write_policies('webauthn_challenges', 'webauthn_challenges_owner', own, own)
  from (values ($$(select app_is_owner()) or user_id is not distinct from (select app_user_id())$$)) as rule (own);
