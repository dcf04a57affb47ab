import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileSchema, updateProfileSchema } from '@/shared/schemas/auth.ts';
import { getOwnProfile, listProfiles, updateOwnProfile } from './profiles.service.ts';
import { routeGroup } from '../platform/http/route-group.ts';

// The spec's debug fetch filters by user_id; PostgREST style 'eq.<id>' is accepted too.
const listQuerySchema = z.object({
  user_id: z
    .string()
    .transform((value) => value.replace(/^eq\./, ''))
    .pipe(z.string().uuid('user_id must be a user id')),
});

export async function profileRoutes(server: FastifyInstance) {
  const signedIn = routeGroup(server, 'signed-in', ['profiles']);

  signedIn.get('/api/profile', { response: { 200: profileSchema } }, async (request) =>
    getOwnProfile(request.scope),
  );

  signedIn.patch(
    '/api/profile',
    { body: updateProfileSchema, response: { 200: profileSchema } },
    async (request) => updateOwnProfile(request.scope, request.body),
  );

  signedIn.get(
    '/api/profiles',
    { querystring: listQuerySchema, response: { 200: z.array(profileSchema) } },
    async (request) => listProfiles(request.scope, request.query.user_id),
  );
}
