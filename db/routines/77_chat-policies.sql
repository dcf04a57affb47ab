-- Chat conversations and their messages belong to the user who started them, and only that user
-- reads, adds to or deletes them: not even the school's admins read someone else's chats.
-- <table>_owner_read, _insert, _update and _delete on conversations, conversation_messages and
-- conversation_message_images (0031: the image sent with a message).
-- History: 0014; this file holds their current text.

select app_make_role_policy(target::regclass, target || '_owner_read', 'select', own),
       app_make_write_policies(target::regclass, target || '_owner', own, own)
  from unnest(array['conversations', 'conversation_messages', 'conversation_message_images']) as target,
       (values ($$(select app_is_owner()) or user_id = (select app_user_id())$$)) as rule (own);

-- A message belongs to its conversation's owner: the insert checks that the conversation is theirs.
drop policy if exists conversation_messages_in_own on conversation_messages;
create policy conversation_messages_in_own on conversation_messages as restrictive for insert to app_user
  with check ((select app_is_owner()) or exists (
    select 1 from conversations c
     where c.tenant_id = conversation_messages.tenant_id and c.id = conversation_messages.conversation_id
       and c.user_id = (select app_user_id())));
