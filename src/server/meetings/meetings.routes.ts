import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';

/** Parent meetings: a teacher schedules and cancels meetings with their students' guardians. */
export async function meetingRoutes(server: FastifyInstance, ctx: AppContext) {
  const teachers = routeGroup(server, ['teacher'], ['meetings']);

  teachers.get('/api/teacher/meetings', { response: { 200: z.array(meetingSchema) } }, (request) =>
    getMeetings(request.scope),
  );
  teachers.get(
    '/api/teacher/meetings/contacts',
    { response: { 200: z.array(meetingContactSchema) } },
    (request) => getMeetingContacts(request.scope),
  );
  teachers.post(
    '/api/teacher/meetings',
    { body: meetingInputSchema, response: { 201: meetingSchema } },
    (request) => scheduleMeeting(request.scope, ctx, request.body),
  );
  teachers.post(
    '/api/teacher/meetings/:id/cancel',
    { params: assignmentIdParamsSchema, response: { 200: meetingSchema } },
    (request) => cancelMeeting(request.scope, ctx, request.params.id),
  );
}
