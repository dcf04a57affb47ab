import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { waitersForMigrationLock } from '../../test/migration-lock.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';
import { testBackends } from '../../test/test-app.ts';
import { MIGRATION_LOCK_KEY, openEmbedded, openPostgres, type AppDatabase } from './database.ts';
import { ChangedMigrationError, migrate, migrationFiles, migrationsDir } from './migrate.ts';

const onPostgres = testBackends().includes('postgres');

/** Each migrate() call returns what it ran: together, three concurrent calls ran each file once. */
function expectEachFileRanOnce(ranByCall: string[][], files: string[]) {
  expect(ranByCall.flat().sort()).toEqual(files);
}

/** A test on a new PGlite database of its own, closed after it whatever the outcome. */
function itOnFreshPglite(name: string, test: (database: AppDatabase) => Promise<void>) {
  it(
    name,
    async () => {
      const database = await openEmbedded(undefined);
      try {
        await test(database);
      } finally {
        await database.close();
      }
    },
    60_000,
  );
}

describe('migrate on PGlite', () => {
  itOnFreshPglite(
    'applies each migration once when called three times at once on one handle',
    async (database) => {
      const files = await migrationFiles();
      const ranByCall = await Promise.all([1, 2, 3].map(() => migrate(database)));
      expectEachFileRanOnce(ranByCall, files);
      expect(await migrate(database)).toEqual([]);
    },
  );

  itOnFreshPglite(
    'records each migration with its checksum, and refuses to start when a ran file changed',
    async (database) => {
      await migrate(database);
      const { rows } = await sql<{ name: string; checksum: string | null }>`
        select name, checksum from schema_migrations order by name`.execute(database.db);
      const files = await migrationFiles();
      expect(rows.map((row) => row.name)).toEqual(files);
      const first = files[0]!;
      const text = (await readFile(`${migrationsDir}${first}`, 'utf8')).replace(/\r\n/g, '\n');
      expect(rows[0]!.checksum).toBe(createHash('sha256').update(text).digest('hex'));

      // A database that ran another text of the file (here: its recorded checksum differs).
      await sql`update schema_migrations set checksum = ${'0'.repeat(64)} where name = ${first}`.execute(
        database.db,
      );
      const refused = await migrate(database).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ChangedMigrationError);
      expect((refused as Error).message).toContain(`db/migrations/${first} is not the text`);

      // Recorded before checksums were kept: today's text is adopted, and checked from then on.
      await sql`update schema_migrations set checksum = null where name = ${first}`.execute(
        database.db,
      );
      expect(await migrate(database)).toEqual([]);
      const { rows: adopted } = await sql<{ checksum: string }>`
        select checksum from schema_migrations where name = ${first}`.execute(database.db);
      expect(adopted[0]!.checksum).toBe(rows[0]!.checksum);
    },
  );

  itOnFreshPglite(
    'applies db/routines at every migrate: a routine dropped by hand is back after the next',
    async (database) => {
      await migrate(database);
      await sql`drop function app_fee_due_now(date, date, date)`.execute(database.db);
      expect(await migrate(database)).toEqual([]);
      const { rows } = await sql<{ due: boolean }>`
        select app_fee_due_now('2026-01-01', null, '2026-01-02') as due`.execute(database.db);
      expect(rows[0]!.due).toBe(true);
    },
  );
});

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** An empty database of our own on the test server, and a way to drop it. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_migrate_${randomBytes(6).toString('hex')}`;
  await asAdmin((admin) => admin.query(`create database ${name}`));
  return {
    url: databaseUrl(name),
    drop: () =>
      asAdmin(async (admin) => {
        await closedConnections(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * pg's Pool.end() resolves before its connections have closed. Dropping `with (force)` while one
 * is still closing terminates it, and the client reports that as an unhandled error: wait first.
 */
async function closedConnections(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function query<T extends object>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const recordedMigrations = async (url: string) =>
  (await query<{ name: string }>(url, 'select name from schema_migrations order by name')).map(
    (row) => row.name,
  );

/** Tables, columns, constraints, indexes, policies and functions of the public schema. */
async function schemaOf(url: string) {
  return {
    columns: await query(
      url,
      `select table_name, column_name, data_type, is_nullable, column_default
         from information_schema.columns where table_schema = 'public' order by 1, 2`,
    ),
    constraints: await query(
      url,
      `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
         from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    indexes: await query(
      url,
      `select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
    ),
    policies: await query(
      url,
      `select tablename, policyname, cmd, qual, with_check
         from pg_policies where schemaname = 'public' order by 1, 2`,
    ),
    functions: await query(
      url,
      `select proname, pg_get_function_identity_arguments(oid) as arguments
         from pg_proc where pronamespace = 'public'::regnamespace order by 1, 2`,
    ),
  };
}

/** The schema one plain migrate() run makes: what a concurrent start must end with too. */
async function referenceSchema() {
  const reference = await emptyDatabase();
  try {
    const database = await openPostgres(reference.url, { max: 2 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    return await schemaOf(reference.url);
  } finally {
    await reference.drop();
  }
}

/** What each process logged as applied (open-database.ts logs it at start). */
function appliedByProcess(server: ServerProcess): string[] {
  const logged = [...server.output().matchAll(/Applied database migrations (\{.*\})/g)];
  return logged.flatMap(
    (match) => (JSON.parse(match[1] as string) as { migrations: string[] }).migrations,
  );
}

describe.skipIf(!onPostgres)('migrate on a PostgreSQL server', () => {
  it('applies each migration once when three handles migrate at once', async () => {
    const target = await emptyDatabase();
    const handles: AppDatabase[] = [];
    try {
      for (let i = 0; i < 3; i++) handles.push(await openPostgres(target.url, { max: 3 }));
      const files = await migrationFiles();
      const ranByCall = await Promise.all(handles.map((database) => migrate(database)));
      expectEachFileRanOnce(ranByCall, files);
      expect(await recordedMigrations(target.url)).toEqual(files);
      expect(await schemaOf(target.url)).toEqual(await referenceSchema());
    } finally {
      await Promise.all(handles.map((database) => database.close()));
      await target.drop();
    }
  });

  it('lets one holder at a time run, across connections and handles', async () => {
    const target = await emptyDatabase();
    const first = await openPostgres(target.url, { max: 2 });
    const second = await openPostgres(target.url, { max: 2 });
    const watcher = new pg.Client({ connectionString: target.url });
    await watcher.connect();
    let finishFirst = () => {};
    try {
      const events: string[] = [];
      const firstHolds = new Promise<void>((resolve) => (finishFirst = resolve));
      let firstStarted = () => {};
      const started = new Promise<void>((resolve) => (firstStarted = resolve));
      const firstRun = first.withMigrationLock(async () => {
        events.push('first in');
        firstStarted();
        await firstHolds;
        events.push('first out');
      });
      await started;
      const secondRun = second.withMigrationLock(async () => {
        events.push('second in');
      });
      expect(await waitersForMigrationLock(watcher, 1)).toBe(1);
      expect(events).toEqual(['first in']);
      finishFirst();
      await Promise.all([firstRun, secondRun]);
      expect(events).toEqual(['first in', 'first out', 'second in']);
    } finally {
      finishFirst();
      await watcher.end();
      await Promise.all([first.close(), second.close()]);
      await target.drop();
    }
  });

  it('releases the lock and drops the connection when a migration fails mid-transaction', async () => {
    const target = await emptyDatabase();
    const first = await openPostgres(target.url, { max: 1 });
    const second = await openPostgres(target.url, { max: 1 });
    try {
      await expect(
        first.withMigrationLock((locked) => locked.exec('begin; select 1 / 0;')),
      ).rejects.toThrow(/division by zero/);
      await expect(second.withMigrationLock(async () => 'next')).resolves.toBe('next');
      // The one pooled connection of `first` is a fresh one, not the one left in a failed transaction.
      await expect(first.exec('select 1')).resolves.toBeUndefined();
    } finally {
      await Promise.all([first.close(), second.close()]);
      await target.drop();
    }
  });

  it('three server processes starting at once on an empty database apply each migration once', async () => {
    const target = await emptyDatabase();
    // Hold the lock until all three wait for it, so that they reach migrate() at the same moment
    // rather than one after another as they happen to finish booting.
    const holder = new pg.Client({ connectionString: target.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const starting = [1, 2, 3].map(() =>
      startServer({
        DATABASE_URL: target.url,
        JWT_SECRET: 'migrate-test-secret-that-is-long-enough-for-hs256',
        SEED_DEMO: '0',
      }),
    );
    let linedUp = 0;
    try {
      linedUp = await waitersForMigrationLock(holder, 3);
    } finally {
      await holder.end();
    }
    const started = await Promise.allSettled(starting);
    const servers = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      expect(linedUp).toBe(3);
      for (const server of servers) {
        expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      }
      const files = await migrationFiles();
      expect(servers.flatMap(appliedByProcess).sort()).toEqual(files);
      expect(await recordedMigrations(target.url)).toEqual(files);
      expect(await schemaOf(target.url)).toEqual(await referenceSchema());
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await target.drop();
    }
  }, 180_000);
});
