import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';
import { bookSlot, cancelBooking, moveBooking, parentConferences } from './bookings.service.ts';
import { getSchedule, listSessions, publishSession } from './conferences.service.ts';

/** Conference booking: teachers (and admins) publish sessions of slots; families book them. */
export async function conferenceRoutes(server: FastifyInstance, ctx: AppContext) {
  const managers = routeGroup(server, ['teacher', 'admin'], ['conferences']);
  const parents = routeGroup(server, ['parent'], ['conferences']);

  managers.get(
    '/api/conferences',
    { response: { 200: z.array(conferenceSessionSchema) } },
    (request) => listSessions(request.scope),
  );
  managers.post(
    '/api/conferences',
    { body: conferenceSessionInputSchema, response: { 201: conferenceSessionSchema } },
    (request) => publishSession(request.scope, request.body),
  );
  managers.get(
    '/api/conferences/:id/schedule',
    { params: conferenceIdParamsSchema, response: { 200: conferenceScheduleSchema } },
    (request) => getSchedule(request.scope, request.params.id),
  );

  parents.get(
    '/api/parent/conferences',
    { response: { 200: z.array(parentConferenceSchema) } },
    (request) => parentConferences(request.scope),
  );
  parents.post(
    '/api/parent/conferences/:id/bookings',
    {
      params: conferenceIdParamsSchema,
      body: bookingInputSchema,
      response: { 201: conferenceBookingSchema },
    },
    (request) => bookSlot(request.scope, ctx, request.params.id, request.body),
  );
  parents.post(
    '/api/parent/conference-bookings/:id/move',
    {
      params: conferenceIdParamsSchema,
      body: moveBookingInputSchema,
      response: { 200: conferenceBookingSchema },
    },
    (request) => moveBooking(request.scope, ctx, request.params.id, request.body.startTime),
  );
  parents.post(
    '/api/parent/conference-bookings/:id/cancel',
    { params: conferenceIdParamsSchema, response: { 200: conferenceBookingSchema } },
    (request) => cancelBooking(request.scope, ctx, request.params.id),
  );
}
