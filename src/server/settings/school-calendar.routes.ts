import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  schoolCalendarEntryInputSchema,
  schoolCalendarEntryParamsSchema,
  schoolCalendarEntrySchema,
  schoolCalendarSchema,
} from '@/shared/schemas/school-calendar.ts';
import { addCalendarEntry, getCalendar, removeCalendarEntry } from './school-calendar.service.ts';

/** The school calendar on /admin/settings: terms, holidays, extra school days (admins only). */
export async function schoolCalendarRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = { access: ['admin'] } as const;
  const tags = ['settings'];

  app.get(
    '/api/admin/school-calendar',
    { config: admins, schema: { tags, response: { 200: schoolCalendarSchema } } },
    async (request) => getCalendar(request.scope),
  );
  app.post(
    '/api/admin/school-calendar',
    {
      config: admins,
      schema: {
        tags,
        body: schoolCalendarEntryInputSchema,
        response: { 201: schoolCalendarEntrySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCalendarEntry(request.scope, request.body)),
  );
  app.delete(
    '/api/admin/school-calendar/:id',
    {
      config: admins,
      schema: {
        tags,
        params: schoolCalendarEntryParamsSchema,
        response: { 200: schoolCalendarSchema },
      },
    },
    async (request) => removeCalendarEntry(request.scope, request.params.id),
  );
}
