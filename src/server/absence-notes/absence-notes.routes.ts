import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  absenceChildrenSchema,
  absenceFlagListSchema,
  absenceNoteDecisionSchema,
  absenceNoteIdParamsSchema,
  absenceNoteInputSchema,
  absenceNoteListQuerySchema,
  absenceNoteListSchema,
  absenceNoteSchema,
  absenceSummaryQuerySchema,
  absenceSummarySchema,
  classAbsenceNotesSchema,
  classAbsenceParamsSchema,
  classAbsenceQuerySchema,
  classAbsenceSummarySchema,
} from '@/shared/schemas/absence-notes.ts';
import type { AppContext } from '../context.ts';
import { routeOptions } from '../platform/http/route-options.ts';
import { absenceNoteDocumentRoutes } from './absence-note-document.routes.ts';
import {
  decideNote,
  getChildren,
  getChildrenAbsenceSummary,
  getClassAbsenceSummary,
  getClassDayNotes,
  getSchoolAbsenceSummary,
  listFlags,
  listNotes,
  reportAbsence,
  withdrawNote,
} from './absence-notes.service.ts';

/** Absence notes: guardians report and withdraw, the office decides, the register shows them. */
export async function absenceNoteRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const parents = routeOptions(['parent'], ['absence-notes']);
  const office = routeOptions(['admin'], ['absence-notes']);
  const markers = routeOptions(['teacher', 'admin'], ['absence-notes']);
  await absenceNoteDocumentRoutes(server);

  app.get(
    '/api/parent/absence-notes/children',
    parents({ response: { 200: absenceChildrenSchema } }),
    (request) => getChildren(request.scope),
  );
  app.get(
    '/api/parent/absence-notes',
    parents({ response: { 200: absenceNoteListSchema } }),
    (request) => listNotes(request.scope),
  );
  app.post(
    '/api/parent/absence-notes',
    parents({ body: absenceNoteInputSchema, response: { 201: absenceNoteSchema } }),
    async (request, reply) =>
      reply.status(201).send(await reportAbsence(request.scope, ctx, request.body)),
  );
  app.post(
    '/api/parent/absence-notes/:id/withdraw',
    parents({ params: absenceNoteIdParamsSchema, response: { 200: absenceNoteSchema } }),
    (request) => withdrawNote(request.scope, request.params.id),
  );
  app.get(
    '/api/admin/absence-notes',
    office({ querystring: absenceNoteListQuerySchema, response: { 200: absenceNoteListSchema } }),
    (request) => listNotes(request.scope, request.query.status),
  );
  app.get(
    '/api/admin/absence-notes/flags',
    office({ response: { 200: absenceFlagListSchema } }),
    (request) => listFlags(request.scope),
  );
  app.get(
    '/api/admin/absence-summary',
    office({
      querystring: absenceSummaryQuerySchema,
      response: { 200: classAbsenceSummarySchema },
    }),
    (request) => getSchoolAbsenceSummary(request.scope, request.query),
  );
  app.post(
    '/api/admin/absence-notes/:id/decision',
    office({
      params: absenceNoteIdParamsSchema,
      body: absenceNoteDecisionSchema,
      response: { 200: absenceNoteSchema },
    }),
    (request) => decideNote(request.scope, ctx, request.params.id, request.body),
  );
  app.get(
    '/api/teacher/classes/:classId/absence-notes',
    markers({
      params: classAbsenceParamsSchema,
      querystring: classAbsenceQuerySchema,
      response: { 200: classAbsenceNotesSchema },
    }),
    (request) => getClassDayNotes(request.scope, request.params.classId, request.query.date),
  );
  app.get(
    '/api/teacher/classes/:classId/absence-summary',
    markers({
      params: classAbsenceParamsSchema,
      querystring: absenceSummaryQuerySchema,
      response: { 200: absenceSummarySchema },
    }),
    (request) => getClassAbsenceSummary(request.scope, request.params.classId, request.query),
  );
  app.get(
    '/api/parent/absence-notes/summary',
    parents({ querystring: absenceSummaryQuerySchema, response: { 200: absenceSummarySchema } }),
    (request) => getChildrenAbsenceSummary(request.scope, request.query),
  );
}
