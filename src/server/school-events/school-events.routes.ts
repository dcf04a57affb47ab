import type { FastifyInstance } from 'fastify';
import {
  schoolEventInputSchema,
  schoolEventParamsSchema,
  schoolEventSchema,
  schoolEventsSchema,
} from '@/shared/schemas/school-events.ts';
import { routeGroup } from '../platform/http/route-group.ts';
import {
  addSchoolEvent,
  changeSchoolEvent,
  getSchoolEvents,
  removeSchoolEvent,
} from './school-events.service.ts';

/** School events on /admin/settings (admins only); everyone's calendar feed holds them. */
export async function schoolEventRoutes(server: FastifyInstance) {
  const admins = routeGroup(server, ['admin'], ['settings']);
  const params = schoolEventParamsSchema;

  admins.get('/api/admin/school-events', { response: { 200: schoolEventsSchema } }, (request) =>
    getSchoolEvents(request.scope),
  );
  admins.post(
    '/api/admin/school-events',
    { body: schoolEventInputSchema, response: { 201: schoolEventSchema } },
    (request) => addSchoolEvent(request.scope, request.body),
  );
  admins.put(
    '/api/admin/school-events/:id',
    { params, body: schoolEventInputSchema, response: { 200: schoolEventSchema } },
    (request) => changeSchoolEvent(request.scope, request.params.id, request.body),
  );
  admins.delete(
    '/api/admin/school-events/:id',
    { params, response: { 200: schoolEventsSchema } },
    (request) => removeSchoolEvent(request.scope, request.params.id),
  );
}
