import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  childLinkSchema,
  childParamsSchema,
  guardianLinkSchema,
  guardianParamsSchema,
  listStaffQuerySchema,
  listStudentsQuerySchema,
  staffDetailSchema,
  staffEditSchema,
  staffListSchema,
  staffRoles,
  studentDetailSchema,
  studentEditSchema,
  studentListSchema,
} from '@/shared/schemas/directory.ts';
import { idParamsSchema } from '@/shared/schemas/people.ts';
import * as directory from './directory.service.ts';
import * as changes from './directory-changes.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

/** The admin's Teachers, Students and Parents screens; admins only. */
export async function directoryRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admins = routeOptions(['admin'], ['people']);
  const params = idParamsSchema;

  app.get(
    '/api/admin/students',
    admins({ querystring: listStudentsQuerySchema, response: { 200: studentListSchema } }),
    async (request) => directory.getStudents(request.scope, request.query),
  );
  app.get(
    '/api/admin/students/:id',
    admins({ params, response: { 200: studentDetailSchema } }),
    async (request) => directory.getStudent(request.scope, request.params.id),
  );
  app.patch(
    '/api/admin/students/:id',
    admins({ params, body: studentEditSchema, response: { 200: studentDetailSchema } }),
    async (request) => changes.editStudent(request.scope, request.params.id, request.body),
  );
  app.post(
    '/api/admin/students/:id/guardians',
    admins({ params, body: guardianLinkSchema, response: { 200: studentDetailSchema } }),
    async (request) => changes.addGuardian(request.scope, request.params.id, request.body.parentId),
  );
  app.delete(
    '/api/admin/students/:id/guardians/:parentId',
    admins({ params: guardianParamsSchema, response: { 200: studentDetailSchema } }),
    async (request) =>
      changes.removeGuardian(request.scope, request.params.id, request.params.parentId),
  );

  for (const role of staffRoles) {
    const base = `/api/admin/${role}s`;
    app.get(
      base,
      admins({ querystring: listStaffQuerySchema, response: { 200: staffListSchema } }),
      async (request) => directory.getStaff(request.scope, role, request.query),
    );
    app.get(
      `${base}/:id`,
      admins({ params, response: { 200: staffDetailSchema } }),
      async (request) => directory.getStaffMember(request.scope, role, request.params.id),
    );
    app.patch(
      `${base}/:id`,
      admins({ params, body: staffEditSchema, response: { 200: staffDetailSchema } }),
      async (request) => changes.editStaff(request.scope, role, request.params.id, request.body),
    );
  }

  app.post(
    '/api/admin/parents/:id/children',
    admins({ params, body: childLinkSchema, response: { 200: staffDetailSchema } }),
    async (request) => changes.addChild(request.scope, request.params.id, request.body.studentId),
  );
  app.delete(
    '/api/admin/parents/:id/children/:studentId',
    admins({ params: childParamsSchema, response: { 200: staffDetailSchema } }),
    async (request) =>
      changes.removeChild(request.scope, request.params.id, request.params.studentId),
  );
}
