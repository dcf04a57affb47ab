import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingInputSchema,
  conferenceBookingSchema,
  conferenceIdParamsSchema,
  conferenceScheduleSchema,
  conferenceSessionInputSchema,
  conferenceSessionSchema,
  moveBookingInputSchema,
  parentConferenceSchema,
} from '@/shared/schemas/conferences.ts';
import type { AppContext } from '../context.ts';
import { routeOptions } from '../platform/http/route-options.ts';
import { bookSlot, cancelBooking, moveBooking, parentConferences } from './bookings.service.ts';
import { getSchedule, listSessions, publishSession } from './conferences.service.ts';

/** Conference booking: teachers (and admins) publish sessions of slots; families book them. */
export async function conferenceRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const managers = routeOptions(['teacher', 'admin'], ['conferences']);
  const parents = routeOptions(['parent'], ['conferences']);

  app.get(
    '/api/conferences',
    managers({ response: { 200: z.array(conferenceSessionSchema) } }),
    (request) => listSessions(request.scope),
  );
  app.post(
    '/api/conferences',
    managers({ body: conferenceSessionInputSchema, response: { 201: conferenceSessionSchema } }),
    async (request, reply) =>
      reply.status(201).send(await publishSession(request.scope, request.body)),
  );
  app.get(
    '/api/conferences/:id/schedule',
    managers({ params: conferenceIdParamsSchema, response: { 200: conferenceScheduleSchema } }),
    (request) => getSchedule(request.scope, request.params.id),
  );

  app.get(
    '/api/parent/conferences',
    parents({ response: { 200: z.array(parentConferenceSchema) } }),
    (request) => parentConferences(request.scope),
  );
  app.post(
    '/api/parent/conferences/:id/bookings',
    parents({
      params: conferenceIdParamsSchema,
      body: bookingInputSchema,
      response: { 201: conferenceBookingSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await bookSlot(request.scope, ctx, request.params.id, request.body)),
  );
  app.post(
    '/api/parent/conference-bookings/:id/move',
    parents({
      params: conferenceIdParamsSchema,
      body: moveBookingInputSchema,
      response: { 200: conferenceBookingSchema },
    }),
    (request) => moveBooking(request.scope, ctx, request.params.id, request.body.startTime),
  );
  app.post(
    '/api/parent/conference-bookings/:id/cancel',
    parents({ params: conferenceIdParamsSchema, response: { 200: conferenceBookingSchema } }),
    (request) => cancelBooking(request.scope, ctx, request.params.id),
  );
}
