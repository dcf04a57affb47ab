import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignmentIdParamsSchema } from '@/shared/schemas/assignments.ts';
import { z } from 'zod';
import {
  meetingContactSchema,
  meetingInputSchema,
  meetingSchema,
} from '@/shared/schemas/meetings.ts';
import type { AppContext } from '../context.ts';
import {
  cancelMeeting,
  getMeetingContacts,
  getMeetings,
  scheduleMeeting,
} from './meetings.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

/** Parent meetings: a teacher schedules and cancels meetings with their students' guardians. */
export async function meetingRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const teachers = routeOptions(['teacher'], ['meetings']);

  app.get(
    '/api/teacher/meetings',
    teachers({ response: { 200: z.array(meetingSchema) } }),
    (request) => getMeetings(request.scope),
  );
  app.get(
    '/api/teacher/meetings/contacts',
    teachers({ response: { 200: z.array(meetingContactSchema) } }),
    (request) => getMeetingContacts(request.scope),
  );
  app.post(
    '/api/teacher/meetings',
    teachers({ body: meetingInputSchema, response: { 201: meetingSchema } }),
    async (request, reply) =>
      reply.status(201).send(await scheduleMeeting(request.scope, ctx, request.body)),
  );
  app.post(
    '/api/teacher/meetings/:id/cancel',
    teachers({ params: assignmentIdParamsSchema, response: { 200: meetingSchema } }),
    (request) => cancelMeeting(request.scope, ctx, request.params.id),
  );
}
