import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type AppDatabase } from '../db/database.ts';
import { migrate, migrationsDir } from '../db/migrate.ts';
import { PGLITE_PARSERS } from '../db/pglite/open-pglite.ts';

/**
 * Test databases are cloned from a migrated template instead of being migrated one by one. The
 * template is named after a hash of everything that shapes the schema, so a change to a migration
 * makes a new one and a stale one is never used.
 */

const root = path.resolve(import.meta.dirname, '../../..');

/** The role the app connects as on the PostgreSQL server: owns its databases, nothing more. */
export const OWNER_ROLE = 'portal_owner';

let schemaHashPromise: Promise<string> | undefined;

/** The migration files and the code that applies them. */
export function schemaHash(): Promise<string> {
  schemaHashPromise ??= (async () => {
    const hash = createHash('sha256').update(OWNER_ROLE);
    const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
    for (const name of names) {
      hash.update(name).update(await readFile(path.join(migrationsDir, name)));
    }
    hash.update(await readFile(path.join(root, 'src/server/db/migrate.ts')));
    return hash.digest('hex').slice(0, 16);
  })();
  return schemaHashPromise;
}

async function pgliteVersion(): Promise<string> {
  const file = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

// PGlite: a dump of a migrated data folder, kept on disk so every test file (its own process)
// loads it instead of running initdb and the migrations again.

const pgliteCacheDir = path.join(root, 'node_modules/.cache/school-portal');

export async function migratedPglite(): Promise<AppDatabase> {
  const name = `pglite-template-${await schemaHash()}-${await pgliteVersion()}.tar`;
  const file = path.join(pgliteCacheDir, name);
  const dump = await readFile(file).catch(() => undefined);
  if (dump) return (await openPgliteFrom(new Blob([dump]))).database;
  // The first test file of a run (or several, racing) builds it; this instance then serves the test.
  const { database, pglite } = await openPgliteFrom(undefined);
  await migrate(database);
  const tar = await pglite.dumpDataDir('none');
  await writeAtomically(file, Buffer.from(await tar.arrayBuffer()));
  return database;
}

async function openPgliteFrom(loadDataDir: Blob | undefined) {
  const pglite = await PGlite.create({ parsers: PGLITE_PARSERS, loadDataDir });
  return { pglite, database: wrapPglite(pglite, () => pglite.close()) };
}

async function writeAtomically(file: string, contents: Buffer) {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  await writeFile(staging, contents);
  await rename(staging, file);
  // Dumps of older schemas in this checkout are of no further use (another process may still be
  // staging one of this schema: leave those).
  const current = path.basename(file, '.tar');
  for (const name of await readdir(dir)) {
    if (name.startsWith('pglite-template-') && !name.startsWith(current)) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

// PostgreSQL server: `create database … template portal_template_<hash>`, owned by OWNER_ROLE.

export function databaseUrl(adminUrl: string, database: string, user?: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${database}`;
  if (user) {
    parsed.username = user;
    parsed.password = '';
  }
  return parsed.toString();
}

export async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

// Any fixed number: serializes creating the role and the template between concurrent test files.
const TEMPLATE_LOCK = 727_001;

let templatePromise: Promise<string> | undefined;

/** The name of the migrated template database, made if missing (once per process, under a lock). */
export function postgresTemplate(adminUrl: string): Promise<string> {
  templatePromise ??= withAdmin(adminUrl, async (admin) => {
    const name = `portal_template_${await schemaHash()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      await ensureOwnerRole(admin);
      if (!(await databaseExists(admin, name))) await buildTemplate(admin, adminUrl, name);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return templatePromise;
}

/** A managed PostgreSQL's app role: may log in and create roles; not superuser, no BYPASSRLS. */
async function ensureOwnerRole(admin: pg.Client) {
  const { rows } = await admin.query<{ ok: boolean }>(
    `select rolcanlogin and rolcreaterole and not rolsuper and not rolbypassrls as ok
       from pg_roles where rolname = $1`,
    [OWNER_ROLE],
  );
  if (rows[0]?.ok) return;
  const verb = rows.length ? 'alter' : 'create';
  await admin.query(`${verb} role ${OWNER_ROLE} login nosuperuser nobypassrls createrole`);
}

async function databaseExists(admin: pg.Client, name: string) {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return rowCount === 1;
}

/** Migrated as OWNER_ROLE under another name, renamed only once complete. */
async function buildTemplate(admin: pg.Client, adminUrl: string, name: string) {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building} owner ${OWNER_ROLE}`);
  const database = await openPostgres(databaseUrl(adminUrl, building, OWNER_ROLE), { max: 1 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${building} rename to ${name}`);
}
