import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { routeOptions } from '../platform/http/route-options.ts';
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
  const app = server.withTypeProvider<ZodTypeProvider>();
  const mine = routeOptions('signed-in', ['notifications']);

  app.get(
    '/api/notifications',
    mine({ querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } }),
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
  app.get(
    '/api/notifications/unread-count',
    mine({ response: { 200: unreadCountSchema } }),
    (request) =>
      request.scope.asCaller(async (tx, me) => ({ unread: await unreadCount(tx, me.userId) })),
  );
  app.post(
    '/api/notifications/:id/read',
    mine({ params: notificationIdParamsSchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await request.scope.asCaller(async (tx, me) => {
        if (!(await notificationExists(tx, me.userId, request.params.id))) {
          throw new AppError('NOT_FOUND', NO_NOTIFICATION);
        }
        await markRead(tx, me.userId, request.params.id);
      });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/notifications/read-all',
    mine({ response: { 200: unreadCountSchema } }),
    (request) =>
      request.scope.asCaller(async (tx, me) => {
        await markRead(tx, me.userId);
        return { unread: 0 };
      }),
  );
  app.get(
    '/api/notifications/preferences',
    mine({ response: { 200: notificationPreferencesSchema } }),
    (request) => request.scope.asCaller((tx, me) => readPreferences(tx, me.userId)),
  );
  app.put(
    '/api/notifications/preferences',
    mine({ body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } }),
    (request) =>
      request.scope.asCaller(async (tx, me) => {
        await savePreferences(tx, me.tenantId, me.userId, request.body);
        return readPreferences(tx, me.userId);
      }),
  );
  app.get(
    '/api/notifications/push/key',
    mine({ response: { 200: pushKeySchema } }),
    async (request) => {
      await request.scope.asCaller(async () => undefined);
      const key = ctx.config.vapid?.publicKey;
      if (!key) throw new AppError('NOT_FOUND', PUSH_UNAVAILABLE);
      return { publicKey: key };
    },
  );
  app.post(
    '/api/notifications/push/subscriptions',
    mine({ body: pushSubscriptionSchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      await request.scope.asCaller((tx, me) =>
        saveSubscription(tx, me.tenantId, me.userId, { endpoint, ...keys }),
      );
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/notifications/push/unsubscribe',
    mine({ body: pushUnsubscribeSchema, response: { 204: noContentSchema } }),
    async (request, reply) => {
      await request.scope.asCaller((tx, me) =>
        deleteSubscription(tx, me.userId, request.body.endpoint),
      );
      return reply.status(204).send(null);
    },
  );
}
