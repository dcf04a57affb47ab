-- Messages between a school and its families (not the AI assistant's `conversations`): a thread
-- about a named child, its members (each with their own hidden flag), its messages (text, sent
-- time), who read each message when, and at most one attachment per message. Who may write to
-- whom is 56_message-rules.sql; the role rules are 78_message-policies.sql. Nothing is erased by
-- the app: app_user may not delete (a person hides a thread for themselves instead). A deleted
-- account leaves its messages in place (sender and creator become null) and takes its own
-- memberships and read marks with it.
create table message_threads (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  student_id uuid,
  subject text not null check (length(btrim(subject)) between 1 and 200),
  created_by uuid,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, student_id) references students (tenant_id, id)
    on delete set null (student_id),
  foreign key (tenant_id, created_by) references users (tenant_id, id)
    on delete set null (created_by)
);
select app_make_tenant_table('message_threads');
revoke update, delete on message_threads from app_user;

-- `office`: the member is there as one of the school office (the admins, as a group).
create table message_thread_members (
  tenant_id uuid not null,
  thread_id uuid not null,
  user_id uuid not null,
  office boolean not null default false,
  hidden boolean not null default false,
  joined_at timestamptz not null default now(),
  primary key (tenant_id, thread_id, user_id),
  foreign key (tenant_id, thread_id) references message_threads (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('message_thread_members');
revoke delete on message_thread_members from app_user;
create index message_thread_members_user on message_thread_members (tenant_id, user_id);

create table thread_messages (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  thread_id uuid not null,
  sender_id uuid,
  body text not null check (length(btrim(body)) between 1 and 5000),
  sent_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, id),
  foreign key (tenant_id, thread_id) references message_threads (tenant_id, id),
  foreign key (tenant_id, sender_id) references users (tenant_id, id)
    on delete set null (sender_id)
);
select app_make_tenant_table('thread_messages');
revoke update, delete on thread_messages from app_user;
create index thread_messages_thread on thread_messages (tenant_id, thread_id, sent_at);

-- When each recipient first opened each message (the sender has no row).
create table thread_message_reads (
  tenant_id uuid not null,
  message_id uuid not null,
  user_id uuid not null,
  read_at timestamptz not null default now(),
  primary key (tenant_id, message_id, user_id),
  foreign key (tenant_id, message_id) references thread_messages (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('thread_message_reads');
revoke update, delete on thread_message_reads from app_user;
create index thread_message_reads_user on thread_message_reads (tenant_id, user_id);

create table thread_message_attachments (
  tenant_id uuid not null,
  message_id uuid not null,
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null,
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  content bytea not null,
  primary key (tenant_id, message_id),
  foreign key (tenant_id, message_id) references thread_messages (tenant_id, id)
);
select app_make_tenant_table('thread_message_attachments');
revoke update, delete on thread_message_attachments from app_user;
