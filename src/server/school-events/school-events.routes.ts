import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  schoolEventInputSchema,
  schoolEventParamsSchema,
  schoolEventSchema,
  schoolEventsSchema,
} from '@/shared/schemas/school-events.ts';
import { routeOptions } from '../platform/http/route-options.ts';
import {
  addSchoolEvent,
  changeSchoolEvent,
  getSchoolEvents,
  removeSchoolEvent,
} from './school-events.service.ts';

/** School events on /admin/settings (admins only); everyone's calendar feed holds them. */
export async function schoolEventRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = routeOptions(['admin'], ['settings']);

  app.get(
    '/api/admin/school-events',
    admins({ response: { 200: schoolEventsSchema } }),
    async (request) => getSchoolEvents(request.scope),
  );
  app.post(
    '/api/admin/school-events',
    admins({ body: schoolEventInputSchema, response: { 201: schoolEventSchema } }),
    async (request, reply) =>
      reply.status(201).send(await addSchoolEvent(request.scope, request.body)),
  );
  app.put(
    '/api/admin/school-events/:id',
    admins({
      params: schoolEventParamsSchema,
      body: schoolEventInputSchema,
      response: { 200: schoolEventSchema },
    }),
    async (request) => changeSchoolEvent(request.scope, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/school-events/:id',
    admins({ params: schoolEventParamsSchema, response: { 200: schoolEventsSchema } }),
    async (request) => removeSchoolEvent(request.scope, request.params.id),
  );
}
