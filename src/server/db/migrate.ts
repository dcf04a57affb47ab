import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AppDatabase } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('../../../db/migrations/', import.meta.url));

/**
 * Applies the numbered SQL files of db/migrations that have not run yet, in order, each in its own
 * transaction. Forward only: a file that has run is never run again.
 */
export async function migrate(database: AppDatabase): Promise<string[]> {
  await database.exec(`
    create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
    revoke all on schema_migrations from public;
  `);
  const files = (await readdir(migrationsDir))
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort();
  const rows = await database.db.selectFrom('schema_migrations').select('name').execute();
  const applied = new Set(rows.map((row) => row.name));
  const ran: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const body = await readFile(`${migrationsDir}${name}`, 'utf8');
    const quoted = name.replace(/'/g, "''");
    await database.exec(
      `begin;\n${body}\ninsert into schema_migrations (name) values ('${quoted}');\ncommit;`,
    );
    ran.push(name);
  }
  return ran;
}
