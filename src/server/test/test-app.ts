import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Session } from '@/shared/schemas/auth.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import {
  openEmbedded,
  openPostgres,
  type AppDatabase,
  type DatabaseKind,
} from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import {
  createSchool,
  type Person,
  type School,
  type SchoolOptions,
} from '../seed/school-builder.ts';
import {
  demoPglite,
  migratedPglite,
  postgresDemoTemplate,
  postgresTemplate,
} from './template-database.ts';
import { OWNER_ROLE, databaseUrl, withAdmin } from '../platform/db/postgres-admin.ts';
import { DEMO_TIME_ZONE } from '../seed/schools/demo-schools.ts';
import { bearer, demoToday } from './demo.ts';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  env: 'test',
  host: '127.0.0.1',
  port: 0,
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  seedDemo: true,
  publicUrl: 'http://portal.test',
  logLevel: 'silent',
  trustProxy: false,
  webDist: '/nonexistent',
  mailDir: undefined,
  smtpUrl: undefined,
  mailFrom: 'School Portal <no-reply@portal.test>',
  signInLimitPerMinute: 1000,
  signInFailuresPerAccount: 10,
  webConcurrency: 1,
  e2eWorkerSchools: 0,
  ...overrides,
});

/** The backends server tests run on: PGlite always, a PostgreSQL server when TEST_DATABASE_URL is set. */
export function testBackends(): DatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI) {
    throw new Error('CI must run the PostgreSQL server tests: set TEST_DATABASE_URL (see README).');
  }
  return url ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh migrated database of the given kind, cloned from a template (template-database.ts):
 * in-memory PGlite, or a new PostgreSQL database owned by the non-superuser OWNER_ROLE and dropped
 * afterwards. `empty: true` skips the migrations (for tests of the migrations themselves); `demo:
 * true` gives the demo schools too, their year relative to today (loaded once into a template of
 * their own: see template-database.ts). `open` connects the app to the PostgreSQL database's URL
 * its own way (through a pooler: test/pgbouncer.ts).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { empty?: boolean; demo?: boolean; open?: OpenTestDatabase } = {},
): Promise<TestDatabase> {
  const today = demoToday();
  if (kind === 'pglite') {
    const database = options.empty
      ? await openEmbedded(undefined)
      : options.demo
        ? await demoPglite(today)
        : await migratedPglite();
    return { database, inspect: database.db, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const template = options.demo
    ? await postgresDemoTemplate(adminUrl, today)
    : await postgresTemplate(adminUrl);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(
      `create database ${name} owner ${OWNER_ROLE} template ${options.empty ? 'template1' : template}`,
    ),
  );
  const url = databaseUrl(adminUrl, name, OWNER_ROLE);
  const database = options.open ? await options.open(url) : await openPostgres(url, { max: 5 });
  const superuser = await openPostgres(databaseUrl(adminUrl, name), { max: 2 });
  return {
    database,
    inspect: superuser.db,
    url,
    async drop() {
      await superuser.close();
      await database.close();
      await withAdmin(adminUrl, async (admin) => {
        // The closed pools' connections may still be on their way out: forcing them then makes
        // the server's "terminating connection" reach a client that is ending, as an uncaught error.
        for (let wait = 0; wait < 50; wait++) {
          const { rows } = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/** A fresh test database (see createTestDatabase) for one test's `use`, dropped afterwards. */
export async function withTestDatabase<T>(
  kind: DatabaseKind,
  use: (test: TestDatabase) => Promise<T>,
  options: Parameters<typeof createTestDatabase>[1] = {},
): Promise<T> {
  const test = await createTestDatabase(kind, options);
  try {
    return await use(test);
  } finally {
    await test.drop();
  }
}

/** Opens the app's connection to a test database, given its URL (as the non-superuser owner). */
export type OpenTestDatabase = (url: string) => Promise<AppDatabase>;

export interface TestDatabase {
  /** What the app gets: on PostgreSQL the non-superuser owner, bound by forced row-level security. */
  database: AppDatabase;
  /**
   * Tests only: a superuser connection to the same database, which row-level security does not
   * bind, to look at and set up rows of any school (on PGlite the one connection is a superuser).
   */
  inspect: Kysely<Database>;
  /** PostgreSQL: the database's URL as the app's role (the owner); PGlite: none. */
  url?: string;
  drop(): Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  /** See TestDatabase.inspect. */
  inspect: Kysely<Database>;
  /** A school of its own for this test (seed builder); see SchoolOptions for what it can hold. */
  createSchool(options?: SchoolOptions): Promise<School>;
  /** Signs a builder-made person in through the API. */
  signInAs(person: Person): Promise<Session>;
  /** An API request as a signed-in person (null: nobody); headers in `options` are added. */
  call(session: Session | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A request as `session` (a URL: a GET) that must answer 200: the JSON it answers. */
  okJson<T>(session: Session, request: string | InjectOptions): Promise<T>;
  close(): Promise<void>;
}

/**
 * The whole app on a migrated database holding the demo schools. Email is not sent in the
 * background: a test sends what is queued with `app.mailWorker.drainOnce()`; work a route starts
 * after answering (password recovery) runs with `app.afterReply.drain()`.
 */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  {
    open,
    ...options
  }: Pick<
    BuildAppOptions,
    'logger' | 'backgroundMail' | 'backgroundAfterReply' | 'mailPollMs' | 'liveHeartbeatMs'
  > & { open?: OpenTestDatabase } = {},
): Promise<TestApp> {
  const { database, inspect, drop } = await createTestDatabase(kind, { demo: true, open });
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    backgroundMail: false,
    backgroundAfterReply: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    inspect,
    // Test schools keep the demo's clock (a real time zone), unless a test sets its own.
    createSchool: (options) => createSchool(database.db, { timeZone: DEMO_TIME_ZONE, ...options }),
    async signInAs(person) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { tenant_id: person.tenantId, email: person.email, password: person.password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return response.json<Session>();
    },
    call: (session, options) =>
      app.inject({
        ...options,
        headers: { ...(session && bearer(session)), ...options.headers },
      }),
    async okJson<T>(session: Session, request: string | InjectOptions) {
      const options = typeof request === 'string' ? { url: request } : request;
      const response = await app.inject({ ...options, headers: bearer(session) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
