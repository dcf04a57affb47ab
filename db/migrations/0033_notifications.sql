-- The notification centre (issue 20): what happened for a person (notifications), the channels
-- they chose per kind (notification_preferences; a missing row keeps the default of
-- app_notification_default in db/routines/79_notifications.sql), their quiet hours, daily digest and
-- lock-screen choice (notification_settings), and their browsers' Web Push subscriptions
-- (push_subscriptions). Role rules: db/routines/79_notification-policies.sql.
create table notifications (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  kind text not null check (kind in ('message', 'announcement', 'attendance', 'homework', 'grade',
                                     'fee_due', 'fee_overdue', 'meeting_booked', 'meeting_cancelled')),
  title text not null check (length(title) between 1 and 200),
  body text not null default '' check (length(body) <= 2000),
  -- A path of the app to open (never an outside address).
  link text not null check (link ~ '^/[A-Za-z0-9]' and length(link) <= 300),
  entity_ref text check (length(entity_ref) <= 200),
  -- One entry per person per event: the same event told twice (a retry, two processes) is one row.
  dedup_key text not null check (length(dedup_key) between 1 and 200),
  -- Shown in the person's list and count (their choice for the kind); false: kept only so the same
  -- event is never emailed or pushed twice.
  in_portal boolean not null default true,
  -- The outbox key of the email that carries it (its own, or the day's digest); null: no email.
  email_key uuid,
  -- Push: wanted when told (chosen, outside quiet hours), and claimed once by the sender.
  push_wanted boolean not null default false,
  pushed_at timestamptz,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  primary key (tenant_id, id),
  unique (tenant_id, user_id, dedup_key),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index notifications_of_user on notifications (tenant_id, user_id, created_at desc)
  where in_portal;
create index notifications_unread on notifications (tenant_id, user_id)
  where read_at is null and in_portal;
create index notifications_by_email on notifications (tenant_id, email_key) where email_key is not null;
select app_make_tenant_table('notifications');

create table notification_preferences (
  tenant_id uuid not null,
  user_id uuid not null,
  kind text not null check (kind in ('message', 'announcement', 'attendance', 'homework', 'grade',
                                     'fee_due', 'fee_overdue', 'meeting_booked', 'meeting_cancelled')),
  portal boolean not null,
  email boolean not null,
  push boolean not null,
  primary key (tenant_id, user_id, kind),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('notification_preferences');

create table notification_settings (
  tenant_id uuid not null,
  user_id uuid not null,
  -- Both set, or neither (no quiet hours); in the school's time zone; may wrap midnight.
  quiet_start time,
  quiet_end time,
  digest boolean not null default false,
  digest_at time not null default '18:00',
  -- false: a push says only that something new is there, never its text.
  push_content boolean not null default true,
  primary key (tenant_id, user_id),
  check ((quiet_start is null) = (quiet_end is null)),
  check (quiet_start is null or quiet_start <> quiet_end),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('notification_settings');

create table push_subscriptions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  endpoint text not null check (endpoint ~ '^https?://' and length(endpoint) <= 1000),
  p256dh text not null check (length(p256dh) between 1 and 200),
  auth text not null check (length(auth) between 1 and 100),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, endpoint),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
create index push_subscriptions_of_user on push_subscriptions (tenant_id, user_id);
select app_make_tenant_table('push_subscriptions');
