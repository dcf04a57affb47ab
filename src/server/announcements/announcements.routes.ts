import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';
import {
  getAudiences,
  getFeed,
  getSent,
  openAnnouncement,
  postAnnouncement,
} from './announcements.service.ts';

/** Announcements: teachers and admins post; everyone reads the ones sent to them. */
export async function announcementRoutes(server: FastifyInstance, ctx: AppContext) {
  const readers = routeGroup(server, 'signed-in', ['announcements']);
  const authors = routeGroup(server, ['teacher', 'admin'], ['announcements']);

  readers.get(
    '/api/announcements',
    { querystring: announcementFeedQuerySchema, response: { 200: announcementFeedSchema } },
    (request) => getFeed(request.scope, request.query.page, request.query.pageSize),
  );
  readers.post(
    '/api/announcements/:id/read',
    { params: announcementIdParamsSchema, response: { 200: announcementSchema } },
    (request) => openAnnouncement(request.scope, request.params.id),
  );
  authors.get(
    '/api/announcements/sent',
    { querystring: announcementFeedQuerySchema, response: { 200: sentAnnouncementPageSchema } },
    (request) => getSent(request.scope, request.query.page, request.query.pageSize),
  );
  authors.get(
    '/api/announcements/audiences',
    { response: { 200: announcementAudiencesSchema } },
    (request) => getAudiences(request.scope),
  );
  authors.post(
    '/api/announcements',
    { body: announcementInputSchema, response: { 201: sentAnnouncementSchema } },
    (request) => postAnnouncement(request.scope, ctx, request.body),
  );
}
