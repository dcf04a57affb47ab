import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarFeedAddressSchema,
  calendarFeedFileParamsSchema,
  calendarFeedSchema,
} from '@/shared/schemas/calendar-feeds.ts';
import { AppError } from '@/shared/errors.ts';
import { fileResponse } from '@/shared/schemas/responses.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import { feedCalendar, getFeed, turnOffFeed, turnOnFeed } from './calendar-feeds.service.ts';

export const NO_FEED = 'There is no calendar here.';
/** Per address: calendar apps poll every few minutes or hours; guessing tokens is slowed down. */
export const FEED_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Each person's private calendar feed: its state, turning it on (or a new address) and off, for
 * admins, teachers and parents; and the feed itself, public, found by its token only.
 */
export async function calendarFeedRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const people = routeGroup(server, ['admin', 'teacher', 'parent'], ['calendar feed']);

  people.get('/api/calendar-feed', { response: { 200: calendarFeedSchema } }, (request) =>
    getFeed(request.scope),
  );
  people.post('/api/calendar-feed', { response: { 200: calendarFeedAddressSchema } }, (request) =>
    turnOnFeed(request.scope),
  );
  people.delete('/api/calendar-feed', { response: { 200: calendarFeedSchema } }, (request) =>
    turnOffFeed(request.scope),
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      config: { access: 'public', rateLimit: FEED_RATE_LIMIT },
      schema: {
        tags: ['calendar feed'],
        params: calendarFeedFileParamsSchema,
        response: { 200: fileResponse(['text/calendar'], 'The iCalendar (RFC 5545) feed') },
      },
    },
    async (request, reply) => {
      const text = await feedCalendar(request.scope, request.params.token);
      if (text === null) throw new AppError('NOT_FOUND', NO_FEED);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
}
