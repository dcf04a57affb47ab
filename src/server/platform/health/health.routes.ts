import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import { healthSchema } from '@/shared/schemas/responses.ts';
import type { AppDatabase } from '../db/database.ts';

/** Health is platform code: it holds the owner connection, which domain code never does. */
export async function healthRoutes(app: FastifyInstance, database: AppDatabase) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: healthSchema } },
    },
    async () => {
      try {
        await sql`select 1`.execute(database.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
