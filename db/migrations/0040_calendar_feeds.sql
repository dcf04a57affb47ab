-- Private calendar feeds and school events (issue 21, items 5 and 6).
-- The role rules are in db/routines/85_calendar-feed-policies.sql; the feed's events and the
-- opening of a feed request in db/routines/58_calendar-feed.sql.

-- A person's feed: only the SHA-256 of its token is kept, and app_user cannot select it (the feed
-- route finds its owner through app_open_calendar_feed). Resetting replaces the row.
create table calendar_feeds (
  tenant_id uuid not null,
  user_id uuid not null,
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id),
  unique (token_hash),
  foreign key (tenant_id, user_id) references users (tenant_id, id) on delete cascade
);
select app_make_tenant_table('calendar_feeds');
revoke select, update on calendar_feeds from app_user;
grant select (tenant_id, user_id, created_at) on calendar_feeds to app_user;

-- What the school's admins add to everyone's calendar: a day, or a time on it, and a place.
create table school_events (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 120),
  event_date date not null,
  start_time time,
  end_time time,
  place text check (place is null or length(btrim(place)) between 1 and 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  check (end_time is null or (start_time is not null and end_time > start_time))
);
select app_make_tenant_table('school_events');
create index school_events_date on school_events (tenant_id, event_date);
