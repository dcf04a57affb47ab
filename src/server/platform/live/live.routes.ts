import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_HEARTBEAT_MS, liveEventSchema } from '@/shared/schemas/live.ts';
import type { LiveHub } from './live-hub.ts';
import { openLiveStream } from './live-stream.ts';
import { guardedStudentIds } from './live.queries.ts';

/** Routes that answer with a stream that stays open: callers (the isolation matrix) read, then hang up. */
export const STREAMING_ROUTES = new Set(['GET /api/parent/events']);

/**
 * Live updates for parents as server-sent events. The web client reads the stream with fetch and
 * its Authorization header (EventSource cannot send one), so the route authenticates like every
 * other. The children are resolved at connect and again, with the session, before every event and
 * heartbeat (live-stream.ts); a heartbeat comment keeps proxies from timing the stream out; shutdown
 * ends every stream.
 */
export async function liveRoutes(
  server: FastifyInstance,
  hub: LiveHub,
  options: { heartbeatMs?: number } = {},
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  app.addHook('preClose', async () => hub.closeAll());

  app.get(
    '/api/parent/events',
    {
      config: { access: ['parent'] },
      schema: {
        tags: ['parent'],
        description:
          'Server-sent events about the caller’s own children: `data: {"kind","studentId"}` when their attendance, homework, grades or fees change (refetch then), a heartbeat comment every 25 s. The stream ends when the session ends (signed out, revoked, access token expired), the account is deactivated or a child is unlinked: reconnect.',
        response: {
          200: {
            description: 'An event stream: each `data:` line is one of these, as JSON',
            content: { 'text/event-stream': { schema: liveEventSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const watching = () =>
        request.scope.asCaller(async (tx, me) => ({
          tenantId: me.tenantId,
          studentIds: await guardedStudentIds(tx, me.tenantId, me.userId),
        }));
      const { tenantId, studentIds } = await watching();
      const { stream, stop } = openLiveStream(hub, {
        tenantId,
        studentIds,
        recheck: async () => (await watching()).studentIds,
        heartbeatMs,
        onError: (error) => request.log.warn({ err: error }, 'live stream access check failed'),
      });
      reply.raw.on('close', stop);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream as never);
    },
  );
}
