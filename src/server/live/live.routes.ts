import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '@/shared/schemas/live.ts';
import type { LiveHub } from './live-hub.ts';
import { guardedStudentIds } from './live.queries.ts';

/** Routes that answer with a stream that stays open: callers (the isolation matrix) read, then hang up. */
export const STREAMING_ROUTES = new Set(['GET /api/parent/events']);

/**
 * Live updates for parents as server-sent events. The web client reads the stream with fetch and
 * its Authorization header (EventSource cannot send one), so the route authenticates like every
 * other. The children are resolved once, at connect; a heartbeat comment keeps proxies from timing
 * the stream out; shutdown ends every stream.
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
          'Server-sent events about the caller’s own children: `data: {"kind","studentId"}` when their attendance, homework, grades or fees change (refetch then), a heartbeat comment every 25 s.',
      },
    },
    async (request, reply) => {
      const { tenantId, studentIds } = await request.scope.asCaller(async (tx, me) => ({
        tenantId: me.tenantId,
        studentIds: new Set(await guardedStudentIds(tx, me.tenantId, me.userId)),
      }));
      const stream = new PassThrough();
      const send = (event: LiveEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`);
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        unsubscribe();
        stream.end();
      };
      const unsubscribe = hub.subscribe({ tenantId, studentIds, send, close: stop });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      reply.raw.on('close', stop);
      stream.write(': connected\n\n');
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
