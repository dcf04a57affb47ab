// What the benchmarks that run the app in this process share: the database they run on, the app
// on it, signing in through the app, and the median of their timings.
import type { Session } from '@/shared/schemas/auth.ts';
import { buildApp } from '../src/server/app.ts';
import type { AppDatabase, DatabaseKind } from '../src/server/platform/db/database.ts';
import { testConfig } from '../src/server/test/test-app.ts';

/** BENCH_KIND: pglite (the default) or postgres (TEST_DATABASE_URL). */
export const BENCH_KIND = (process.env.BENCH_KIND ?? 'pglite') as DatabaseKind;

export { median } from './load-tools.ts';

/** The whole app on `database` (email not sent in the background), ready for requests. */
export async function appOn(database: AppDatabase) {
  const app = await buildApp({ config: testConfig(), database, backgroundMail: false });
  await app.ready();
  return app;
}

/** The Authorization header of an account signed in through `app`. */
export async function signInThrough(
  app: Awaited<ReturnType<typeof appOn>>,
  account: { tenant_id: string; email: string; password: string },
) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: account });
  return { authorization: `Bearer ${response.json<Session>().access_token}` };
}
