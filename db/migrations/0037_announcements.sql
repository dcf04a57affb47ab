-- Announcements: a teacher to the families of their classes, an admin to the whole school, a role
-- or chosen grades' families. The recipients are resolved once, when it is posted, into
-- announcement_recipients (one row a person, with the time they read it). Who may post to which
-- audience and who reads what: 79a_announcement-policies.sql.
create table announcements (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  author_id uuid not null,
  audience text not null check (audience in ('classes', 'school', 'role', 'grades')),
  class_ids uuid[] not null default '{}',
  grades smallint[] not null default '{}',
  audience_role text check (audience_role in ('teacher', 'parent', 'admin')),
  title text not null check (length(btrim(title)) between 1 and 120),
  body text not null check (length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, author_id) references users (tenant_id, id) on delete cascade
);
create index announcements_by_created on announcements (tenant_id, created_at desc);
select app_make_tenant_table('announcements');
revoke update on announcements from app_user;

create table announcement_recipients (
  tenant_id uuid not null,
  announcement_id uuid not null,
  user_id uuid not null,
  read_at timestamptz,
  primary key (tenant_id, announcement_id, user_id),
  foreign key (tenant_id, announcement_id) references announcements (tenant_id, id) on delete cascade,
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index announcement_recipients_by_user on announcement_recipients (tenant_id, user_id);
select app_make_tenant_table('announcement_recipients');
-- A recipient only marks it read.
revoke update on announcement_recipients from app_user;
grant update (read_at) on announcement_recipients to app_user;
