-- The image a user sent with a chat message, kept with the message so the thread shows it again
-- after a reload. Read, added and removed only by the message's owner (77_chat-policies.sql); gone
-- with its message (a deleted conversation takes its messages and their images).
create table conversation_message_images (
  tenant_id uuid not null,
  message_id bigint not null,
  user_id uuid not null,
  content_type text not null
    check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  name text not null check (length(name) between 1 and 255),
  data bytea not null check (octet_length(data) between 1 and 10485760),
  primary key (tenant_id, message_id),
  foreign key (tenant_id, message_id) references conversation_messages (tenant_id, id) on delete cascade,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('conversation_message_images');
revoke update on conversation_message_images from app_user;
