import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { demoSchools } from './schools/demo-schools.ts';
import { databaseUrl, withAdmin } from '../platform/db/postgres-admin.ts';
import { testBackends, testConfig } from '../test/test-app.ts';
import { MIGRATION_LOCK_KEY, openEmbedded, type AppDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { openDatabase } from '../open-database.ts';
import { seedDemo } from './seed-demo.ts';

const quiet = { info() {}, warn() {} };

/** The demo's tenants and published accounts, each counted once per row in the database. */
async function demoCounts(database: AppDatabase) {
  const { rows } = await sql<{ tenants: number; users: number }>`
    select (select count(*)::int from tenants) as tenants,
           (select count(*)::int from users where email = 'admin@greenwood.edu') as users`.execute(
    database.db,
  );
  return rows[0]!;
}

describe('the demo seed started several times at once', () => {
  it('loads the demo once on PGlite when three starts of one process seed together', async () => {
    const database = await openEmbedded(undefined);
    try {
      await migrate(database);
      const loaded = await Promise.all([1, 2, 3].map(() => seedDemo(database)));
      expect(loaded.filter(Boolean)).toHaveLength(1);
      expect(await demoCounts(database)).toEqual({ tenants: demoSchools.length, users: 1 });
    } finally {
      await database.close();
    }
  }, 120_000);

  it.runIf(testBackends().includes('postgres'))(
    'on an empty PostgreSQL database, three starts with SEED_DEMO=1 all succeed and load it once',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const name = `portal_seed_${randomBytes(6).toString('hex')}`;
      await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
      const url = databaseUrl(adminUrl, name);
      // Hold the migration lock until all three wait for it, so they start migrating (then
      // seeding) at the same moment rather than one after another.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const config = testConfig({ databaseUrl: url, seedDemo: true });
      const starting = [1, 2, 3].map(() => openDatabase(config, quiet));
      const opened: AppDatabase[] = [];
      try {
        for (let wait = 0; wait < 250; wait++) {
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
          );
          if (rows[0]!.n >= 3) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        const started = await Promise.allSettled(starting);
        for (const result of started) if (result.status === 'fulfilled') opened.push(result.value);
        expect(
          started.flatMap((result) =>
            result.status === 'rejected' ? [String(result.reason)] : [],
          ),
        ).toEqual([]);
        expect(await demoCounts(opened[0]!)).toEqual({ tenants: demoSchools.length, users: 1 });
      } finally {
        await holder.end();
        await Promise.allSettled(starting);
        await Promise.all(opened.map((database) => database.close()));
        await withAdmin(adminUrl, (admin) =>
          admin.query(`drop database if exists ${name} with (force)`),
        );
      }
    },
    180_000,
  );
});
