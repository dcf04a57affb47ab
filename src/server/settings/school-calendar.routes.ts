import type { FastifyInstance } from 'fastify';
import {
  schoolCalendarEntryInputSchema,
  schoolCalendarEntryParamsSchema,
  schoolCalendarEntrySchema,
  schoolCalendarSchema,
} from '@/shared/schemas/school-calendar.ts';
import { addCalendarEntry, getCalendar, removeCalendarEntry } from './school-calendar.service.ts';
import { routeGroup } from '../platform/http/route-group.ts';

/** The school calendar on /admin/settings: terms, holidays, extra school days (admins only). */
export async function schoolCalendarRoutes(server: FastifyInstance) {
  const admins = routeGroup(server, ['admin'], ['settings']);
  const calendar = { 200: schoolCalendarSchema };

  admins.get('/api/admin/school-calendar', { response: calendar }, (request) =>
    getCalendar(request.scope),
  );
  admins.post(
    '/api/admin/school-calendar',
    { body: schoolCalendarEntryInputSchema, response: { 201: schoolCalendarEntrySchema } },
    (request) => addCalendarEntry(request.scope, request.body),
  );
  admins.delete(
    '/api/admin/school-calendar/:id',
    { params: schoolCalendarEntryParamsSchema, response: calendar },
    (request) => removeCalendarEntry(request.scope, request.params.id),
  );
}
