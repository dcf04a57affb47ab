import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementAudiencesSchema,
  announcementFeedQuerySchema,
  announcementFeedSchema,
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementSchema,
  sentAnnouncementPageSchema,
  sentAnnouncementSchema,
} from '@/shared/schemas/announcements.ts';
import type { AppContext } from '../context.ts';
import { routeOptions } from '../platform/http/route-options.ts';
import {
  getAudiences,
  getFeed,
  getSent,
  openAnnouncement,
  postAnnouncement,
} from './announcements.service.ts';

/** Announcements: teachers and admins post; everyone reads the ones sent to them. */
export async function announcementRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const readers = routeOptions('signed-in', ['announcements']);
  const authors = routeOptions(['teacher', 'admin'], ['announcements']);

  app.get(
    '/api/announcements',
    readers({
      querystring: announcementFeedQuerySchema,
      response: { 200: announcementFeedSchema },
    }),
    (request) => getFeed(request.scope, request.query.page, request.query.pageSize),
  );
  app.post(
    '/api/announcements/:id/read',
    readers({ params: announcementIdParamsSchema, response: { 200: announcementSchema } }),
    (request) => openAnnouncement(request.scope, request.params.id),
  );
  app.get(
    '/api/announcements/sent',
    authors({
      querystring: announcementFeedQuerySchema,
      response: { 200: sentAnnouncementPageSchema },
    }),
    (request) => getSent(request.scope, request.query.page, request.query.pageSize),
  );
  app.get(
    '/api/announcements/audiences',
    authors({ response: { 200: announcementAudiencesSchema } }),
    (request) => getAudiences(request.scope),
  );
  app.post(
    '/api/announcements',
    authors({ body: announcementInputSchema, response: { 201: sentAnnouncementSchema } }),
    async (request, reply) =>
      reply.status(201).send(await postAnnouncement(request.scope, ctx, request.body)),
  );
}
