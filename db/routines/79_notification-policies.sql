-- The notification centre's role rules (0033). A person reads, marks read and deletes only their own
-- notifications; entries for others are added only through app_add_notifications and the
-- recipients' choices read only through app_notification_plan (79_notifications.sql, security
-- definer: app_is_owner() there), called by notify.service.ts, which decides who hears of what.
-- Preferences, settings and push subscriptions are each person's own: nobody else, not even an
-- admin, reads or changes them.
select app_make_role_policy('notifications', 'notifications_own_read', 'select', own),
       app_make_role_policy('notifications', 'notifications_insert', 'insert', null,
                            $$(select app_is_owner())$$),
       app_make_role_policy('notifications', 'notifications_own_update', 'update', own),
       app_make_role_policy('notifications', 'notifications_own_delete', 'delete', own)
  from (values ($$(select app_is_owner()) or user_id = (select app_user_id())$$)) as rule (own);

select app_make_role_policy(target::regclass, target || '_own_read', 'select', own),
       app_make_write_policies(target::regclass, target || '_own', own, own)
  from unnest(array['notification_preferences', 'notification_settings', 'push_subscriptions'])
         as target,
       (values ($$(select app_is_owner()) or user_id = (select app_user_id())$$)) as rule (own);
