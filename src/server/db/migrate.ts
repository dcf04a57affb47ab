import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { AppDatabase, MigrationHandle } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('../../../db/migrations/', import.meta.url));

/** The numbered SQL files of db/migrations, in the order they run. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
}

/**
 * Applies the numbered SQL files of db/migrations that have not run yet, in order, each in its own
 * transaction. Forward only: a file that has run is never run again. Processes that start at once
 * on one database take turns under the migration lock, so each file runs exactly once.
 */
export async function migrate(database: AppDatabase): Promise<string[]> {
  const files = await migrationFiles();
  const ran = await database.withMigrationLock(async (locked) => {
    await locked.exec(`
      create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      );
      revoke all on schema_migrations from public;
    `);
    // Read only now: whoever held the lock before us may have applied some or all of them.
    const applied = await appliedMigrations(locked);
    const ran: string[] = [];
    for (const name of files) {
      if (applied.has(name)) continue;
      await applyMigration(locked, name);
      ran.push(name);
    }
    return ran;
  });
  await checkAppUserMembership(database);
  return ran;
}

async function appliedMigrations(locked: MigrationHandle): Promise<Set<string>> {
  const rows = await locked.db.selectFrom('schema_migrations').select('name').execute();
  return new Set(rows.map((row) => row.name));
}

async function applyMigration(locked: MigrationHandle, name: string): Promise<void> {
  const body = await readFile(`${migrationsDir}${name}`, 'utf8');
  const quoted = name.replace(/'/g, "''");
  await locked.exec(
    `begin;\n${body}\ninsert into schema_migrations (name) values ('${quoted}');\ncommit;`,
  );
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
