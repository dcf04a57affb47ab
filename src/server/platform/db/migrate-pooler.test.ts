import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { waitersForMigrationLock } from '../../test/migration-lock.ts';
import { DIRECT_SESSION, openBehindPgbouncer, pgbouncerProgram } from '../../test/pgbouncer.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { LOCK_NOT_HELD, MIGRATION_LOCK_KEY, type AppDatabase } from './database.ts';
import { migrate, migrationFiles } from './migrate.ts';

describe.skipIf(!pgbouncerProgram)('migrate behind PgBouncer in transaction mode', () => {
  it('without DATABASE_DIRECT_URL the lock goes to a pooled server session: migrate says so', async () => {
    const target = await createTestDatabase('postgres', {
      empty: true,
      open: (url) => openBehindPgbouncer(url, { direct: false }),
    });
    try {
      const { database } = target;
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let request: Promise<void> | undefined;
      const failed = database.withMigrationLock(async () => {
        // A request's transaction takes the server session released last, the one that took the
        // lock, and holds it while the unlock runs: on another session, which holds no lock.
        let began!: () => void;
        const open = new Promise<void>((resolve) => (began = resolve));
        request = database.db.connection().execute(async (tx) => {
          await sql`begin`.execute(tx);
          began();
          await committing;
          await sql`commit`.execute(tx);
        });
        await open;
      });
      await expect(failed).rejects.toThrow(LOCK_NOT_HELD);
      commit();
      await request;
    } finally {
      await target.drop();
    }
  });

  it('two migrators through the pooler take turns under a lock on their direct connections', async () => {
    const target = await createTestDatabase('postgres', {
      empty: true,
      open: (url) => openBehindPgbouncer(url, { direct: true }),
    });
    const url = target.url!;
    const second: AppDatabase = await openBehindPgbouncer(url, { direct: true });
    // Hold the lock until both wait for it, so that they migrate at the same moment.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const running = [migrate(target.database), migrate(second)];
      let linedUp: number;
      let waiting: { application_name: string }[];
      try {
        linedUp = await waitersForMigrationLock(holder, 2);
        // Those that wait for the lock are the migrators' direct sessions, not pooled ones.
        waiting = (
          await holder.query<{ application_name: string }>(
            `select a.application_name from pg_locks l join pg_stat_activity a using (pid)
              where l.locktype = 'advisory' and not l.granted`,
          )
        ).rows;
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
      const ran = await Promise.all(running);
      expect(linedUp).toBe(2);
      expect(waiting).toEqual([
        { application_name: DIRECT_SESSION },
        { application_name: DIRECT_SESSION },
      ]);
      const files = await migrationFiles();
      // One applied every file, the other found them applied: no file ran twice, none collided.
      expect(ran.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, files.length]);
      const recorded = await target.inspect
        .selectFrom('schema_migrations')
        .select('name')
        .orderBy('name')
        .execute();
      expect(recorded.map((row) => row.name)).toEqual(files);
      // Requests through the pooler see the migrated schema.
      const pooled = await second.db.selectFrom('schema_migrations').select('name').execute();
      expect(pooled).toHaveLength(files.length);
      // Nothing was left locked on a pooled server session.
      const { rows } = await holder.query<{ held: number }>(
        `select count(*)::int as held from pg_locks where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(rows[0]!.held).toBe(0);
    } finally {
      await holder.end();
      await second.close();
      await target.drop();
    }
  });
});
