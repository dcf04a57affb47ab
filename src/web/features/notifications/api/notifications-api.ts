import {
  type NotificationPreferences,
  notificationPageSchema,
  notificationPreferencesSchema,
  pushKeySchema,
  unreadCountSchema,
} from '@/shared/schemas/notifications';
import { noContentSchema } from '@/shared/schemas/responses';
import { fetchParsed } from '@/web/lib/fetch-parsed';

/** Every query of the notification centre sits under this key (live events refetch it all). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  latest: ['notifications', 'latest'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export const fetchUnreadCount = () =>
  fetchParsed(unreadCountSchema, '/api/notifications/unread-count');

export const fetchLatest = () =>
  fetchParsed(notificationPageSchema, '/api/notifications?page=1&pageSize=10');

export const markRead = (id: string) =>
  fetchParsed(noContentSchema, `/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });

export const markAllRead = () =>
  fetchParsed(unreadCountSchema, '/api/notifications/read-all', { method: 'POST' });

export const fetchPreferences = () =>
  fetchParsed(notificationPreferencesSchema, '/api/notifications/preferences');

export const savePreferences = (body: NotificationPreferences) =>
  fetchParsed(notificationPreferencesSchema, '/api/notifications/preferences', {
    method: 'PUT',
    body,
  });

export const fetchPushKey = () => fetchParsed(pushKeySchema, '/api/notifications/push/key');

export const postPushSubscription = (body: unknown) =>
  fetchParsed(noContentSchema, '/api/notifications/push/subscriptions', { method: 'POST', body });
