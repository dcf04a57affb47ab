import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';
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
  const parents = routeGroup(server, ['parent'], ['absence-notes']);
  const office = routeGroup(server, ['admin'], ['absence-notes']);
  const markers = routeGroup(server, ['teacher', 'admin'], ['absence-notes']);
  await absenceNoteDocumentRoutes(server);

  parents.get(
    '/api/parent/absence-notes/children',
    { response: { 200: absenceChildrenSchema } },
    (request) => getChildren(request.scope),
  );
  parents.get(
    '/api/parent/absence-notes',
    { response: { 200: absenceNoteListSchema } },
    (request) => listNotes(request.scope),
  );
  parents.post(
    '/api/parent/absence-notes',
    { body: absenceNoteInputSchema, response: { 201: absenceNoteSchema } },
    (request) => reportAbsence(request.scope, ctx, request.body),
  );
  parents.post(
    '/api/parent/absence-notes/:id/withdraw',
    { params: absenceNoteIdParamsSchema, response: { 200: absenceNoteSchema } },
    (request) => withdrawNote(request.scope, request.params.id),
  );
  office.get(
    '/api/admin/absence-notes',
    { querystring: absenceNoteListQuerySchema, response: { 200: absenceNoteListSchema } },
    (request) => listNotes(request.scope, request.query.status),
  );
  office.get(
    '/api/admin/absence-notes/flags',
    { response: { 200: absenceFlagListSchema } },
    (request) => listFlags(request.scope),
  );
  office.get(
    '/api/admin/absence-summary',
    { querystring: absenceSummaryQuerySchema, response: { 200: classAbsenceSummarySchema } },
    (request) => getSchoolAbsenceSummary(request.scope, request.query),
  );
  office.post(
    '/api/admin/absence-notes/:id/decision',
    {
      params: absenceNoteIdParamsSchema,
      body: absenceNoteDecisionSchema,
      response: { 200: absenceNoteSchema },
    },
    (request) => decideNote(request.scope, ctx, request.params.id, request.body),
  );
  markers.get(
    '/api/teacher/classes/:classId/absence-notes',
    {
      params: classAbsenceParamsSchema,
      querystring: classAbsenceQuerySchema,
      response: { 200: classAbsenceNotesSchema },
    },
    (request) => getClassDayNotes(request.scope, request.params.classId, request.query.date),
  );
  markers.get(
    '/api/teacher/classes/:classId/absence-summary',
    {
      params: classAbsenceParamsSchema,
      querystring: absenceSummaryQuerySchema,
      response: { 200: absenceSummarySchema },
    },
    (request) => getClassAbsenceSummary(request.scope, request.params.classId, request.query),
  );
  parents.get(
    '/api/parent/absence-notes/summary',
    { querystring: absenceSummaryQuerySchema, response: { 200: absenceSummarySchema } },
    (request) => getChildrenAbsenceSummary(request.scope, request.query),
  );
}
