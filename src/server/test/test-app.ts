import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openEmbedded, openPostgres, type AppDatabase, type DatabaseKind } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../db/seed.ts';

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
  signInLimitPerMinute: 1000,
  signInFailuresPerAccount: 10,
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

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh database of the given kind: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: AppDatabase; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openEmbedded(undefined);
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(withDatabaseName(adminUrl, name), { max: 5 });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  close(): Promise<void>;
}

/** The whole app on a migrated database holding the demo schools. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase(kind);
  await migrate(database);
  await seedDemo(database);
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}
