import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends, withTestDatabase } from '../../test/test-app.ts';
import { migrate, migrationFiles } from './migrate.ts';
import type { Database } from './schema.ts';
import { BASELINE, SQUASHED_MIGRATIONS, SquashedMigrationsError } from './squashed-migrations.ts';

const squashed = [...SQUASHED_MIGRATIONS.keys()];

interface Recorded {
  name: string;
  checksum: string | null;
}

const recorded = async (db: Kysely<Database>) =>
  (await sql<Recorded>`select name, checksum from schema_migrations order by name`.execute(db))
    .rows;

/**
 * What schema_migrations of a database migrated before the squash holds (its tables are the
 * baseline's already): `rows` in place of the baseline's row.
 */
async function recordAsBeforeTheSquash(db: Kysely<Database>, rows: Recorded[]) {
  await sql`delete from schema_migrations`.execute(db);
  for (const { name, checksum } of rows) {
    await sql`insert into schema_migrations (name, checksum) values (${name}, ${checksum})`.execute(
      db,
    );
  }
}

/** The squashed migrations as the release before the squash recorded them. */
const squashedRows = (checksumOf = (name: string) => SQUASHED_MIGRATIONS.get(name) ?? null) =>
  squashed.map((name) => ({ name, checksum: checksumOf(name) }));

/** The tables, columns and policies of the public schema: what adopting must leave alone. */
async function tablesAndPolicies(db: Kysely<Database>) {
  const { rows } = await sql`
    select table_name || '.' || column_name as name from information_schema.columns
     where table_schema = 'public'
    union all
    select tablename || ': ' || policyname from pg_policies where schemaname = 'public'
     order by 1`.execute(db);
  return rows;
}

describe('the migrations after the squash', () => {
  it('start with the baseline, and a new one is numbered after every squashed one', async () => {
    const files = await migrationFiles();
    expect(files[0]).toBe(BASELINE);
    // A new file named like a squashed one would count as run on every database from before.
    for (const file of files.slice(1)) expect(file > squashed.at(-1)!).toBe(true);
  });
});

describe.each(testBackends())('a database from before the squash, on %s', (kind) => {
  it('adopts the baseline without running it, its records kept', { timeout: 60_000 }, async () => {
    await withTestDatabase(kind, async ({ database }) => {
      const db = database.db;
      const rows = await recorded(db);
      const [baselineRow] = rows.filter((row) => row.name === BASELINE);
      expect(baselineRow?.checksum).toMatch(/^[0-9a-f]{64}$/);
      // Migrations after the squash that the database also ran (its tables have them).
      const later = rows.filter((row) => row.name > squashed.at(-1)!);
      const schema = await tablesAndPolicies(db);
      // Rows written before checksums were kept have none.
      const before = squashedRows((name) =>
        name < '0010' ? null : (SQUASHED_MIGRATIONS.get(name) ?? null),
      );
      await recordAsBeforeTheSquash(db, [...before, ...later]);

      expect(await migrate(database)).toEqual([]);
      const after = await recorded(db);
      expect(after).toEqual([baselineRow, ...before, ...later]); // by name: 0001_baseline first
      expect(await tablesAndPolicies(db)).toEqual(schema);

      expect(await migrate(database)).toEqual([]);
      expect(await recorded(db)).toEqual(after);
    });
  });

  it('is refused when it ran only part of the squashed migrations', async () => {
    await withTestDatabase(kind, async ({ database }) => {
      const part = squashedRows().slice(0, -3);
      await recordAsBeforeTheSquash(database.db, part);
      const refused = await migrate(database).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SquashedMigrationsError);
      expect((refused as Error).message).toBe(
        `This database ran 23 of the 26 migrations squashed into db/migrations/${BASELINE}; ` +
          'missing: 0027_parent_dashboard_homework_first.sql, ' +
          '0029_teacher_student_read_paths.sql, 0030_document_visibility.sql. Migrate it first ' +
          'with the last release before the squash (it runs the missing ones), then start this one.',
      );
      expect(await recorded(database.db)).toEqual(part);
    });
  });

  it('is refused when it ran another text of a squashed migration', async () => {
    await withTestDatabase(kind, async ({ database }) => {
      const other = '0'.repeat(64);
      const rows = squashedRows((name) =>
        name === '0011_teaching.sql' ? other : (SQUASHED_MIGRATIONS.get(name) ?? null),
      );
      await recordAsBeforeTheSquash(database.db, rows);
      const refused = await migrate(database).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SquashedMigrationsError);
      const message = (refused as Error).message;
      expect(message).toContain('ran another text of 0011_teaching.sql than the one squashed');
      expect(message).toContain('Compare its schema with db/schema.sql');
      expect(message).toContain(`'${SQUASHED_MIGRATIONS.get('0011_teaching.sql')}'`);
      expect(await recorded(database.db)).toEqual(rows);
    });
  });
});
