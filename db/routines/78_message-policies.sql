-- Messages (0032_conversations.sql): a thread, its members, messages, read marks and attachments
-- are seen only by the thread's members; who may write to whom is app_may_message
-- (56_message-rules.sql). No role deletes (the grants say so too): a member hides a thread for
-- themselves (their own member row's `hidden`), the school keeps the record.

select app_make_role_policy('message_threads', 'message_threads_read', 'select',
  $$(select app_is_owner()) or created_by = (select app_user_id()) or app_is_thread_member(id)$$);
-- A parent or teacher names a child they may see; an admin may leave the child out.
select app_make_role_policy('message_threads', 'message_threads_insert', 'insert', null,
  $$(select app_is_owner()) or (created_by = (select app_user_id()) and case (select app_role())
      when 'admin' then true
      when 'parent' then student_id is not null and app_is_guardian_of(student_id)
      when 'teacher' then student_id is not null and app_teaches_student(student_id)
      else false end)$$);

select app_make_role_policy('message_thread_members', 'message_thread_members_read', 'select',
  $$(select app_is_owner()) or app_is_thread_member(thread_id)$$);
-- Only the thread's creator adds its members: themselves, and people they may write to.
select app_make_role_policy('message_thread_members', 'message_thread_members_insert', 'insert',
  null,
  $$(select app_is_owner()) or (app_thread_creator(thread_id) = (select app_user_id())
      and (user_id = (select app_user_id()) or app_may_message(user_id, (
        select t.student_id from message_threads t
         where t.tenant_id = message_thread_members.tenant_id
           and t.id = message_thread_members.thread_id))))$$);
-- A member changes their own row only (hidden).
select app_make_role_policy('message_thread_members', 'message_thread_members_update', 'update',
  $$(select app_is_owner()) or user_id = (select app_user_id())$$, $$(select app_is_owner()) or user_id = (select app_user_id())$$);

select app_make_role_policy('thread_messages', 'thread_messages_read', 'select',
  $$(select app_is_owner()) or app_is_thread_member(thread_id)$$);
select app_make_role_policy('thread_messages', 'thread_messages_insert', 'insert', null,
  $$(select app_is_owner()) or (sender_id = (select app_user_id()) and app_may_post(thread_id))$$);

select app_make_role_policy('thread_message_reads', 'thread_message_reads_read', 'select',
  $$(select app_is_owner()) or user_id = (select app_user_id())
    or app_is_thread_member(app_message_thread(message_id))$$);
select app_make_role_policy('thread_message_reads', 'thread_message_reads_insert', 'insert', null,
  $$(select app_is_owner()) or (user_id = (select app_user_id())
    and app_is_thread_member(app_message_thread(message_id)))$$);

select app_make_role_policy('thread_message_attachments', 'thread_message_attachments_read',
  'select', $$(select app_is_owner()) or app_is_thread_member(app_message_thread(message_id))$$);
select app_make_role_policy('thread_message_attachments', 'thread_message_attachments_insert',
  'insert', null, $$(select app_is_owner()) or app_message_sender(message_id) = (select app_user_id())$$);
