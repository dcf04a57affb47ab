-- Chat conversations and their messages (the chat screen keeps them across reloads). Each belongs
-- to the user who started it and only that user reads, adds to or deletes it: not even the
-- school's admins read someone else's chats.

create table conversations (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  title text not null default 'New chat' check (length(title) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index conversations_user on conversations (tenant_id, user_id, updated_at desc);

create table conversation_messages (
  tenant_id uuid not null,
  id bigint generated always as identity,
  conversation_id uuid not null,
  -- Copied from the conversation: the read rule is a plain column test per message.
  user_id uuid not null,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (length(content) between 1 and 100000),
  -- The provider that really answered (assistant messages); null for the user's own.
  provider text check (provider is null or provider in ('perplexity', 'rag', 'db', 'openai', 'huggingface')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, conversation_id) references conversations (tenant_id, id) on delete cascade,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index conversation_messages_conversation on conversation_messages (tenant_id, conversation_id, id);

select app_make_tenant_table('conversations'::regclass);
select app_make_tenant_table('conversation_messages'::regclass);

revoke update on conversation_messages from app_user;

do $$
declare
  t text;
begin
  foreach t in array array['conversations', 'conversation_messages']
  loop
    execute format(
      'create policy %I on %I as restrictive for select to app_user using (app_is_owner() or user_id = app_user_id())',
      t || '_owner_read', t);
    execute format(
      'create policy %I on %I as restrictive for insert to app_user with check (app_is_owner() or user_id = app_user_id())',
      t || '_owner_insert', t);
    execute format(
      'create policy %I on %I as restrictive for update to app_user using (app_is_owner() or user_id = app_user_id()) with check (app_is_owner() or user_id = app_user_id())',
      t || '_owner_update', t);
    execute format(
      'create policy %I on %I as restrictive for delete to app_user using (app_is_owner() or user_id = app_user_id())',
      t || '_owner_delete', t);
  end loop;
end
$$;

-- A message belongs to its conversation's owner: the insert checks that the conversation is theirs.
create policy conversation_messages_in_own on conversation_messages as restrictive for insert to app_user
  with check (app_is_owner() or exists (
    select 1 from conversations c
     where c.tenant_id = conversation_messages.tenant_id and c.id = conversation_messages.conversation_id
       and c.user_id = app_user_id()));
