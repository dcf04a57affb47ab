import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateProfileSchema } from '@/shared/schemas/auth.ts';
import { authenticate } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { validate } from '../http/validate.ts';
import { getOwnProfile, listProfiles, updateOwnProfile } from './profiles.service.ts';

// The spec's debug fetch filters by user_id; PostgREST style 'eq.<id>' is accepted too.
const listQuerySchema = z.object({
  user_id: z
    .string()
    .transform((value) => value.replace(/^eq\./, ''))
    .pipe(z.string().uuid('user_id must be a user id')),
});

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/profile', async (request) => getOwnProfile(ctx, await authenticate(ctx, request)));

  app.patch('/api/profile', async (request) => {
    const caller = await authenticate(ctx, request);
    return updateOwnProfile(ctx, caller, validate(updateProfileSchema, request.body));
  });

  app.get('/api/profiles', async (request) => {
    const caller = await authenticate(ctx, request);
    const { user_id: userId } = validate(listQuerySchema, request.query, 'query');
    return listProfiles(ctx, caller, userId);
  });
}
