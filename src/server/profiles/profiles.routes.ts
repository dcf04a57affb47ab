import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema, updateProfileSchema } from '@/shared/schemas/auth.ts';
import { getOwnProfile, listProfiles, updateOwnProfile } from './profiles.service.ts';
import { routeOptions } from '../platform/http/route-options.ts';

// The spec's debug fetch filters by user_id; PostgREST style 'eq.<id>' is accepted too.
const listQuerySchema = z.object({
  user_id: z
    .string()
    .transform((value) => value.replace(/^eq\./, ''))
    .pipe(z.string().uuid('user_id must be a user id')),
});

export async function profileRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const signedIn = routeOptions('signed-in', ['profiles']);

  app.get('/api/profile', signedIn({ response: { 200: profileSchema } }), async (request) =>
    getOwnProfile(request.scope),
  );

  app.patch(
    '/api/profile',
    signedIn({ body: updateProfileSchema, response: { 200: profileSchema } }),
    async (request) => updateOwnProfile(request.scope, request.body),
  );

  app.get(
    '/api/profiles',
    signedIn({ querystring: listQuerySchema, response: { 200: z.array(profileSchema) } }),
    async (request) => listProfiles(request.scope, request.query.user_id),
  );
}
