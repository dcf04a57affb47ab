-- Chat conversations and their messages belong to the user who started them, and only that user
-- reads, adds to or deletes them: not even the school's admins read someone else's chats.
-- <table>_owner_read, _insert, _update and _delete on conversations, conversation_messages and
-- conversation_message_images (0031: the image sent with a message).
-- History: 0014; this file holds their current text.

do $$
declare
  t text;
begin
  foreach t in array array['conversations', 'conversation_messages', 'conversation_message_images']
  loop
    execute format('drop policy if exists %I on %I', t || '_owner_read', t);
    execute format(
      'create policy %I on %I as restrictive for select to app_user using (app_is_owner() or user_id = app_user_id())',
      t || '_owner_read', t);
    execute format('drop policy if exists %I on %I', t || '_owner_insert', t);
    execute format(
      'create policy %I on %I as restrictive for insert to app_user with check (app_is_owner() or user_id = app_user_id())',
      t || '_owner_insert', t);
    execute format('drop policy if exists %I on %I', t || '_owner_update', t);
    execute format(
      'create policy %I on %I as restrictive for update to app_user using (app_is_owner() or user_id = app_user_id()) with check (app_is_owner() or user_id = app_user_id())',
      t || '_owner_update', t);
    execute format('drop policy if exists %I on %I', t || '_owner_delete', t);
    execute format(
      'create policy %I on %I as restrictive for delete to app_user using (app_is_owner() or user_id = app_user_id())',
      t || '_owner_delete', t);
  end loop;
end
$$;

-- A message belongs to its conversation's owner: the insert checks that the conversation is theirs.
drop policy if exists conversation_messages_in_own on conversation_messages;
create policy conversation_messages_in_own on conversation_messages as restrictive for insert to app_user
  with check (app_is_owner() or exists (
    select 1 from conversations c
     where c.tenant_id = conversation_messages.tenant_id and c.id = conversation_messages.conversation_id
       and c.user_id = app_user_id()));
