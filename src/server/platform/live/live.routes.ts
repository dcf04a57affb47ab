import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_HEARTBEAT_MS, liveEventSchema } from '@/shared/schemas/live.ts';
import type { LiveHub } from './live-hub.ts';
import { openLiveStream } from './live-stream.ts';
import { guardedStudentIds } from './live.queries.ts';

/** Routes that answer with a stream that stays open: callers (the isolation matrix) read, then hang up. */
export const STREAMING_ROUTES = new Set(['GET /api/parent/events', 'GET /api/events']);

const eventStream = (description: string) => ({
  200: {
    description,
    content: { 'text/event-stream': { schema: liveEventSchema } },
  },
});

/**
 * Live updates as server-sent events. The web client reads the stream with fetch and its
 * Authorization header (EventSource cannot send one), so the routes authenticate like every other.
 * What the caller may hear (their children, themselves) is resolved at connect and again, with the
 * session, before every event and heartbeat (live-stream.ts); a heartbeat comment keeps proxies from
 * timing the stream out; shutdown ends every stream.
 */
export async function liveRoutes(
  server: FastifyInstance,
  hub: LiveHub,
  options: { heartbeatMs?: number } = {},
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  app.addHook('preClose', async () => hub.closeAll());

  /** Opens the stream; `ownEvents` adds the caller's own events (messages, notifications). */
  const serve = async (request: FastifyRequest, reply: FastifyReply, ownEvents: boolean) => {
    const watching = () =>
      request.scope.asCaller(async (tx, me) => ({
        tenantId: me.tenantId,
        userId: me.userId,
        studentIds: me.role === 'parent' ? await guardedStudentIds(tx, me.tenantId, me.userId) : [],
      }));
    const { tenantId, userId, studentIds } = await watching();
    const { stream, stop } = openLiveStream(hub, {
      tenantId,
      userId: ownEvents ? userId : null,
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
  };

  app.get(
    '/api/parent/events',
    {
      config: { access: ['parent'] },
      schema: {
        tags: ['parent'],
        description:
          'Server-sent events about the caller’s own children: `data: {"kind","studentId"}` when their attendance, homework, grades or fees change (refetch then), a heartbeat comment every 25 s. The stream ends when the session ends (signed out, revoked, access token expired), the account is deactivated or a child is unlinked: reconnect.',
        response: eventStream('An event stream: each `data:` line is one of these, as JSON'),
      },
    },
    (request, reply) => serve(request, reply, false),
  );

  app.get(
    '/api/events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['live'],
        description:
          'Server-sent events for the caller, any role: `data: {"kind":"message"|"notification"|"announcement","studentId":null}` when something new is there for them, and for a parent also the events about their children (as GET /api/parent/events). A heartbeat comment every 25 s; the stream ends when the session ends or the account is deactivated: reconnect.',
        response: eventStream('An event stream: each `data:` line is one of these, as JSON'),
      },
    },
    (request, reply) => serve(request, reply, true),
  );
}
