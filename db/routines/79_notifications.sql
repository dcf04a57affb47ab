-- The notification centre's rules (issue 20), once: the default channels of each kind, a person's
-- settings where they chose none, quiet hours and the digest's time in the school's time zone
-- (app_school_zone, 10_school-clock.sql), and the plan of who hears of an event by which channel
-- (notify.service.ts reads it).

-- The channels a person has until they choose (README "Notifications"): every kind in the portal
-- and by push (once they turned push on in a browser); email for what needs acting on.
create or replace function app_notification_default(p_kind text, p_channel text) returns boolean
  language sql immutable
  as $$
    select case p_channel
      when 'portal' then true
      when 'push' then true
      when 'email' then p_kind in ('message', 'announcement', 'attendance', 'fee_overdue',
                                   'meeting_booked', 'meeting_cancelled')
      else false
    end $$;

-- When quiet hours [p_start, p_end) (school time, may wrap midnight) end, if p_at is inside them;
-- null when it is not, or there are none.
create or replace function app_quiet_until(p_start time, p_end time, p_at timestamptz)
  returns timestamptz
  language sql stable
  as $$
    with l as (select (p_at at time zone app_school_zone()) as local)
    select case
      when p_start is null or p_end is null then null
      when p_start < p_end and l.local::time >= p_start and l.local::time < p_end
        then (l.local::date + p_end) at time zone app_school_zone()
      when p_start > p_end and l.local::time >= p_start
        then (l.local::date + 1 + p_end) at time zone app_school_zone()
      when p_start > p_end and l.local::time < p_end
        then (l.local::date + p_end) at time zone app_school_zone()
    end from l $$;

-- The next daily digest at p_time (school time) after p_at.
create or replace function app_next_digest(p_time time, p_at timestamptz) returns timestamptz
  language sql stable
  as $$
    with l as (select (p_at at time zone app_school_zone()) as local)
    select (case when l.local::time < p_time then l.local::date + p_time
                 else l.local::date + 1 + p_time end) at time zone app_school_zone()
      from l $$;

-- A person's quiet hours, digest and lock-screen choice (notification_settings), with the defaults
-- of someone who chose none: no quiet hours, no digest (its time 18:00), a push shows the text.
-- One row always. The rights of the caller: a person reads their own (readPreferences), the
-- security definer routines below anyone's of the school.
create or replace function app_notification_settings(p_user uuid)
  returns table (quiet_start time, quiet_end time, digest boolean, digest_at time,
                 push_content boolean)
  language sql stable
  as $$
    select s.quiet_start, s.quiet_end, coalesce(s.digest, false),
           coalesce(s.digest_at, time '18:00'), coalesce(s.push_content, true)
      from (select) as one
      left join notification_settings s on s.tenant_id = app_tenant_id() and s.user_id = p_user $$;

-- Who of p_users (active people of the caller's school) hears of an event of p_kind now, and how:
-- in the portal, by email (held hold_seconds until quiet hours end, or in the digest due in
-- digest_seconds), by push (chosen, a browser subscribed, outside quiet hours). Security definer: a
-- teacher's notice reads the parents' choices and addresses, which they cannot read themselves.
create or replace function app_notification_plan(p_users uuid[], p_kind text)
  returns table (user_id uuid, email text, full_name text, portal boolean, by_email boolean,
                 by_push boolean, hold_seconds float8, digest_seconds float8, digest_due text,
                 push_content boolean)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select p.user_id, p.email, p.full_name,
           coalesce(np.portal, app_notification_default(p_kind, 'portal')),
           coalesce(np.email, app_notification_default(p_kind, 'email')),
           coalesce(np.push, app_notification_default(p_kind, 'push'))
             and app_quiet_until(s.quiet_start, s.quiet_end, now()) is null
             and exists (select 1 from push_subscriptions ps
                          where ps.tenant_id = p.tenant_id and ps.user_id = p.user_id),
           coalesce(extract(epoch from app_quiet_until(s.quiet_start, s.quiet_end, now()) - now()),
                    0)::float8,
           case when s.digest
             then extract(epoch from app_next_digest(s.digest_at, now()) - now())::float8 end,
           case when s.digest then app_next_digest(s.digest_at, now())::text end,
           s.push_content
      from profiles p
      left join notification_preferences np
        on np.tenant_id = p.tenant_id and np.user_id = p.user_id and np.kind = p_kind
      cross join lateral app_notification_settings(p.user_id) s
     where p.tenant_id = app_tenant_id() and p.user_id = any(p_users) and p.status = 'active' $$;

-- Adds entries for other people of the caller's school (their rows, which the caller may neither
-- read nor write): one per person per event (dedup_key); the same event again takes the new title
-- and body while unread. Returns each entry written, `fresh` when new.
create or replace function app_add_notifications(p_rows jsonb)
  returns table (id uuid, user_id uuid, fresh boolean)
  language sql volatile security definer set search_path = public, pg_temp
  as $$
    insert into notifications as n (tenant_id, user_id, kind, title, body, link, entity_ref,
                                    dedup_key, in_portal, email_key, push_wanted)
    select app_tenant_id(), x.user_id, x.kind, x.title, x.body, x.link, x.entity_ref, x.dedup_key,
           x.in_portal, x.email_key, x.push_wanted
      from jsonb_to_recordset(p_rows) as x(user_id uuid, kind text, title text, body text,
                                           link text, entity_ref text, dedup_key text,
                                           in_portal boolean, email_key uuid, push_wanted boolean)
     where app_user_id() is not null
    on conflict (tenant_id, user_id, dedup_key) do update
      set title = excluded.title, body = excluded.body
      where n.read_at is null
    returning n.id, n.user_id, n.xmax = 0 $$;

grant execute on function app_add_notifications(jsonb) to app_user;

-- The push sender (platform/workers/push-sender.ts, no user of its own): claims these entries for
-- pushing once (a second process or call claims nothing) and returns them with their person's
-- subscriptions and lock-screen choice; and forgets a subscription the push service said is gone.
create or replace function app_claim_pushes(p_ids uuid[])
  returns table (notification_id uuid, title text, body text, link text, push_content boolean,
                 subscription_id uuid, endpoint text, p256dh text, auth text)
  language sql volatile security definer set search_path = public, pg_temp
  as $$
    with claimed as (
      update notifications set pushed_at = now()
       where id in (select n.id from notifications n
                     where n.tenant_id = app_tenant_id() and n.id = any(p_ids)
                       and n.push_wanted and n.pushed_at is null
                     for update skip locked)
      returning id, user_id, tenant_id, title, body, link
    )
    select c.id, c.title, c.body, c.link, s.push_content, p.id, p.endpoint, p.p256dh, p.auth
      from claimed c
      join push_subscriptions p on p.tenant_id = c.tenant_id and p.user_id = c.user_id
      cross join lateral app_notification_settings(c.user_id) s $$;

create or replace function app_drop_push_subscription(p_id uuid) returns void
  language sql volatile security definer set search_path = public, pg_temp
  as $$ delete from push_subscriptions where tenant_id = app_tenant_id() and id = p_id $$;

grant execute on function app_claim_pushes(uuid[]), app_drop_push_subscription(uuid) to app_user;

grant execute on function app_notification_default(text, text),
                          app_quiet_until(time, time, timestamptz),
                          app_next_digest(time, timestamptz),
                          app_notification_settings(uuid),
                          app_notification_plan(uuid[], text) to app_user;
