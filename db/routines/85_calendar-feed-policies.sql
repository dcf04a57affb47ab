-- Calendar feeds and school events (0040).

-- A feed belongs to its person: only they see that it exists, turn it on, reset or remove it.
select app_make_role_policy('calendar_feeds', 'calendar_feeds_owner_read', 'select', own),
       app_make_write_policies('calendar_feeds', 'calendar_feeds_owner', own, own)
  from (values ($$(select app_is_owner()) or user_id = (select app_user_id())$$)) as rule (own);

-- The one read across schools: app_open_calendar_feed (58_calendar-feed.sql), before any school is
-- set, finds the feed of the token hash it was given. A permissive policy, next to the school
-- policy, for the owner's own work only (app_user cannot even read token_hash).
drop policy if exists calendar_feeds_token_lookup on calendar_feeds;
create policy calendar_feeds_token_lookup on calendar_feeds for select
  using ((select app_is_owner()) and (select app_tenant_id()) is null
         and token_hash = nullif(current_setting('app.calendar_feed_hash', true), ''));

-- School events: everyone of the school reads them; admins add, change and remove them.
select app_make_write_policies('school_events', 'school_events',
  $$(select app_is_owner()) or (select app_role()) = 'admin'$$);
