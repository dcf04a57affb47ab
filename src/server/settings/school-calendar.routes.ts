import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  schoolCalendarEntryInputSchema,
  schoolCalendarEntryParamsSchema,
  schoolCalendarEntrySchema,
  schoolCalendarSchema,
} from '@/shared/schemas/school-calendar.ts';
import { addCalendarEntry, getCalendar, removeCalendarEntry } from './school-calendar.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

/** The school calendar on /admin/settings: terms, holidays, extra school days (admins only). */
export async function schoolCalendarRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = routeOptions(['admin'], ['settings']);

  app.get(
    '/api/admin/school-calendar',
    admins({ response: { 200: schoolCalendarSchema } }),
    async (request) => getCalendar(request.scope),
  );
  app.post(
    '/api/admin/school-calendar',
    admins({ body: schoolCalendarEntryInputSchema, response: { 201: schoolCalendarEntrySchema } }),
    async (request, reply) =>
      reply.status(201).send(await addCalendarEntry(request.scope, request.body)),
  );
  app.delete(
    '/api/admin/school-calendar/:id',
    admins({ params: schoolCalendarEntryParamsSchema, response: { 200: schoolCalendarSchema } }),
    async (request) => removeCalendarEntry(request.scope, request.params.id),
  );
}
