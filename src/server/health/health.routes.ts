import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import type { AppContext } from '../context.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async () => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw new AppError('UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok', database: ctx.databaseKind };
  });
}
