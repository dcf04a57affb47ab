import type { FastifyInstance } from 'fastify';
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
import { routeGroup } from '../platform/http/route-group.ts';

/** The admin's Teachers, Students and Parents screens; admins only. */
export async function directoryRoutes(server: FastifyInstance) {
  const admins = routeGroup(server, ['admin'], ['people']);
  const params = idParamsSchema;

  admins.get(
    '/api/admin/students',
    { querystring: listStudentsQuerySchema, response: { 200: studentListSchema } },
    async (request) => directory.getStudents(request.scope, request.query),
  );
  admins.get(
    '/api/admin/students/:id',
    { params, response: { 200: studentDetailSchema } },
    async (request) => directory.getStudent(request.scope, request.params.id),
  );
  admins.patch(
    '/api/admin/students/:id',
    { params, body: studentEditSchema, response: { 200: studentDetailSchema } },
    async (request) => changes.editStudent(request.scope, request.params.id, request.body),
  );
  admins.post(
    '/api/admin/students/:id/guardians',
    { params, body: guardianLinkSchema, response: { 200: studentDetailSchema } },
    async (request) => changes.addGuardian(request.scope, request.params.id, request.body.parentId),
  );
  admins.delete(
    '/api/admin/students/:id/guardians/:parentId',
    { params: guardianParamsSchema, response: { 200: studentDetailSchema } },
    async (request) =>
      changes.removeGuardian(request.scope, request.params.id, request.params.parentId),
  );

  for (const role of staffRoles) {
    const base = `/api/admin/${role}s`;
    admins.get(
      base,
      { querystring: listStaffQuerySchema, response: { 200: staffListSchema } },
      async (request) => directory.getStaff(request.scope, role, request.query),
    );
    admins.get(`${base}/:id`, { params, response: { 200: staffDetailSchema } }, async (request) =>
      directory.getStaffMember(request.scope, role, request.params.id),
    );
    admins.patch(
      `${base}/:id`,
      { params, body: staffEditSchema, response: { 200: staffDetailSchema } },
      async (request) => changes.editStaff(request.scope, role, request.params.id, request.body),
    );
  }

  admins.post(
    '/api/admin/parents/:id/children',
    { params, body: childLinkSchema, response: { 200: staffDetailSchema } },
    async (request) => changes.addChild(request.scope, request.params.id, request.body.studentId),
  );
  admins.delete(
    '/api/admin/parents/:id/children/:studentId',
    { params: childParamsSchema, response: { 200: staffDetailSchema } },
    async (request) =>
      changes.removeChild(request.scope, request.params.id, request.params.studentId),
  );
}
