import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { AppDatabase, MigrationHandle } from './database.ts';
import { adoptsBaseline, BASELINE } from './squashed-migrations.ts';

export const migrationsDir = fileURLToPath(new URL('../../../../db/migrations/', import.meta.url));
export const routinesDir = fileURLToPath(new URL('../../../../db/routines/', import.meta.url));

/** The numbered SQL files of db/migrations, in the order they run. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
}

/**
 * The routines migrations call while they run: app_make_tenant_table, which makes each new table a
 * tenant table, and the request scope its policy reads. They need no table when created, so migrate
 * applies them before the pending migrations as well: a new database has them before its first table.
 */
export const ROUTINES_MIGRATIONS_CALL = ['00_request-scope.sql', '01_tenant-tables.sql'];

/** The SQL files of db/routines, in the order they are applied (their names order them). */
export async function routineFiles(): Promise<string[]> {
  return (await readdir(routinesDir)).filter((name) => name.endsWith('.sql')).sort();
}

/** A file's text as it is checked: line endings do not count. */
export const readSql = async (file: string) =>
  (await readFile(file, 'utf8')).replace(/\r\n/g, '\n');
const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A migration whose text differs from the one the database applied. */
export class ChangedMigrationError extends Error {
  constructor(name: string, applied: string, now: string) {
    super(
      `db/migrations/${name} is not the text this database applied (checksum ${applied.slice(0, 12)}…, ` +
        `the file now ${now.slice(0, 12)}…). A migration that has run never changes: restore its text ` +
        'and put the change in a new migration (a function, view, trigger or policy: in db/routines/).',
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies the numbered SQL files of db/migrations that have not run yet, in order, each in its own
 * transaction (the routines they call first), then every file of db/routines. Forward only: a file
 * that has run is never run again. A database that ran the migrations squashed into the baseline
 * adopts it without running it (squashed-migrations.ts). Processes that start at once on one
 * database take turns under the migration lock, so each file runs exactly once (on PostgreSQL the
 * lock and the migrations are on a direct session of their own: DATABASE_DIRECT_URL).
 */
export async function migrate(database: AppDatabase): Promise<string[]> {
  const files = await migrationFiles();
  const ran = await database.withMigrationLock(async (locked) => {
    await locked.exec(`
      create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      );
      alter table schema_migrations add column if not exists checksum text;
      revoke all on schema_migrations from public;
    `);
    // Read only now: whoever held the lock before us may have applied some or all of them.
    const applied = await appliedMigrations(locked);
    if (adoptsBaseline(applied)) {
      const checksum = checksumOf(await readSql(`${migrationsDir}${BASELINE}`));
      await locked.exec(recordOf(BASELINE, checksum));
      applied.set(BASELINE, checksum);
    }
    const pending: { name: string; body: string; checksum: string }[] = [];
    for (const name of files) {
      const body = await readSql(`${migrationsDir}${name}`);
      const checksum = checksumOf(body);
      if (!applied.has(name)) {
        pending.push({ name, body, checksum });
      } else if (applied.get(name) === null) {
        // Applied before checksums were kept: the text of today is the one checked from now on.
        await locked.exec(
          `update schema_migrations set checksum = '${checksum}' where name = ${literal(name)}`,
        );
      } else if (applied.get(name) !== checksum) {
        throw new ChangedMigrationError(name, applied.get(name)!, checksum);
      }
    }
    if (pending.length) await applyRoutines(locked, ROUTINES_MIGRATIONS_CALL);
    for (const { name, body, checksum } of pending) {
      await locked.exec(`begin;\n${body}\n${recordOf(name, checksum)}\ncommit;`);
    }
    await applyRoutines(locked, await routineFiles());
    return pending.map(({ name }) => name);
  });
  await checkAppUserMembership(database);
  return ran;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function appliedMigrations(locked: MigrationHandle): Promise<Map<string, string | null>> {
  const rows = await locked.db
    .selectFrom('schema_migrations')
    .select(['name', 'checksum'])
    .execute();
  return new Map(rows.map((row) => [row.name, row.checksum]));
}

const recordOf = (name: string, checksum: string) =>
  `insert into schema_migrations (name, checksum) values (${literal(name)}, '${checksum}');`;

/**
 * The current text of every function, view, trigger and policy (db/routines/), applied at every
 * migrate in one transaction: each file replaces what it defines, so applying it again changes
 * nothing, and its text is the one the database runs.
 */
async function applyRoutines(locked: MigrationHandle, names: string[]): Promise<void> {
  const bodies = await Promise.all(
    names.map(async (name) => `-- db/routines/${name}\n${await readSql(`${routinesDir}${name}`)}`),
  );
  if (bodies.length) await locked.exec(`begin;\n${bodies.join('\n')}\ncommit;`);
}

/**
 * Request paths switch to app_user. A connecting role that may not (no CREATEROLE to grant it to
 * itself, and no DBA grant) would otherwise start fine and fail on the first request.
 */
async function checkAppUserMembership(database: AppDatabase) {
  const { rows } = await sql<{ role: string; member: boolean }>`
    select current_user as role, pg_has_role(current_user, 'app_user', 'member') as member
  `.execute(database.db);
  const role = rows[0]?.role ?? '';
  if (!rows[0]?.member) {
    throw new Error(
      `The database role "${role}" may not switch to the role app_user that request paths run as. ` +
        `As a superuser (or a role with ADMIN OPTION on app_user) run: grant app_user to "${role}"; ` +
        `(README: Running as a non-superuser).`,
    );
  }
}
