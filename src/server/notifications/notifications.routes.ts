import type { FastifyInstance } from 'fastify';
import { AppError } from '@/shared/errors.ts';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unreadCountSchema,
} from '@/shared/schemas/notifications.ts';
import { noContentSchema } from '@/shared/schemas/responses.ts';
import type { AppContext } from '../context.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import {
  deleteSubscription,
  listNotifications,
  markRead,
  notificationExists,
  readPreferences,
  savePreferences,
  saveSubscription,
  unreadCount,
} from './notifications.queries.ts';

export const NO_NOTIFICATION = 'This notification does not exist.';
export const PUSH_UNAVAILABLE = 'Push notifications are not set up on this server.';

/** The notification centre of the signed-in person (any role): their own entries and choices only. */
export async function notificationRoutes(server: FastifyInstance, ctx: AppContext) {
  const mine = routeGroup(server, 'signed-in', ['notifications']);

  mine.get(
    '/api/notifications',
    { querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } },
    (request) =>
      request.scope.asCaller(async (tx, me) => {
        const { page, pageSize, unread } = request.query;
        const found = await listNotifications(tx, me.userId, {
          page,
          pageSize,
          unreadOnly: unread === 'true',
        });
        return { ...found, page, pageSize };
      }),
  );
  mine.get('/api/notifications/unread-count', { response: { 200: unreadCountSchema } }, (request) =>
    request.scope.asCaller(async (tx, me) => ({ unread: await unreadCount(tx, me.userId) })),
  );
  mine.post(
    '/api/notifications/:id/read',
    { params: notificationIdParamsSchema, response: { 204: noContentSchema } },
    (request) =>
      request.scope.asCaller(async (tx, me) => {
        if (!(await notificationExists(tx, me.userId, request.params.id))) {
          throw new AppError('NOT_FOUND', NO_NOTIFICATION);
        }
        await markRead(tx, me.userId, request.params.id);
      }),
  );
  mine.post('/api/notifications/read-all', { response: { 200: unreadCountSchema } }, (request) =>
    request.scope.asCaller(async (tx, me) => {
      await markRead(tx, me.userId);
      return { unread: 0 };
    }),
  );
  mine.get(
    '/api/notifications/preferences',
    { response: { 200: notificationPreferencesSchema } },
    (request) => request.scope.asCaller((tx, me) => readPreferences(tx, me.userId)),
  );
  mine.put(
    '/api/notifications/preferences',
    { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    (request) =>
      request.scope.asCaller(async (tx, me) => {
        await savePreferences(tx, me.tenantId, me.userId, request.body);
        return readPreferences(tx, me.userId);
      }),
  );
  mine.get('/api/notifications/push/key', { response: { 200: pushKeySchema } }, async (request) => {
    await request.scope.asCaller(async () => undefined);
    const key = ctx.config.vapid?.publicKey;
    if (!key) throw new AppError('NOT_FOUND', PUSH_UNAVAILABLE);
    return { publicKey: key };
  });
  mine.post(
    '/api/notifications/push/subscriptions',
    { body: pushSubscriptionSchema, response: { 204: noContentSchema } },
    async (request) => {
      const { endpoint, keys } = request.body;
      await request.scope.asCaller((tx, me) =>
        saveSubscription(tx, me.tenantId, me.userId, { endpoint, ...keys }),
      );
    },
  );
  mine.post(
    '/api/notifications/push/unsubscribe',
    { body: pushUnsubscribeSchema, response: { 204: noContentSchema } },
    (request) =>
      request.scope.asCaller((tx, me) => deleteSubscription(tx, me.userId, request.body.endpoint)),
  );
}
