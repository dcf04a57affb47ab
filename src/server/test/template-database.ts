import { createHash } from 'node:crypto';
import type pg from 'pg';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type AppDatabase } from '../platform/db/database.ts';
import { migrate, migrationsDir, routinesDir } from '../platform/db/migrate.ts';
import { PGLITE_EXTENSIONS, PGLITE_PARSERS } from '../platform/db/pglite/open-pglite.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import {
  OWNER_ROLE,
  createOwnedDatabase,
  databaseExists,
  ensureOwnerRole,
  withAdmin,
  withTemplateLock,
} from '../platform/db/postgres-admin.ts';

// platform/db/migrate-roles.test.ts still imports these from here.
export { databaseUrl, withAdmin } from '../platform/db/postgres-admin.ts';

/**
 * Test databases are cloned from a migrated template instead of being migrated one by one. The
 * template is named after a hash of everything that shapes the schema, so a change to a migration
 * makes a new one and a stale one is never used.
 */

const root = path.resolve(import.meta.dirname, '../../..');

let schemaHashPromise: Promise<string> | undefined;

/** The migration and routine files and the code that applies them. */
export function schemaHash(): Promise<string> {
  schemaHashPromise ??= (async () => {
    const hash = createHash('sha256').update(OWNER_ROLE);
    for (const dir of [migrationsDir, routinesDir]) {
      const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
      for (const name of names) hash.update(name).update(await readFile(path.join(dir, name)));
    }
    hash.update(await readFile(path.join(root, 'src/server/platform/db/migrate.ts')));
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
  return (await cachedPglite('pglite-template-', await schemaHash(), migrate)).database;
}

/** A migrated PGlite holding the demo schools, their year relative to `today`. */
export async function demoPglite(today: string): Promise<AppDatabase> {
  const build = async (database: AppDatabase) => {
    await migrate(database);
    await seedDemo(database, { today });
  };
  return (await cachedPglite('pglite-demo-', await demoHash(today), build)).database;
}

async function cachedPglite(
  prefix: string,
  hash: string,
  build: (database: AppDatabase) => Promise<unknown>,
) {
  const file = path.join(pgliteCacheDir, `${prefix}${hash}-${await pgliteVersion()}.tar`);
  const dump = await readFile(file).catch(() => undefined);
  if (dump) return openPgliteFrom(new Blob([dump]));
  // The first test file of a run (or several, racing) builds it; this instance then serves the test.
  const opened = await openPgliteFrom(undefined);
  await build(opened.database);
  const tar = await opened.pglite.dumpDataDir('none');
  await writeAtomically(file, Buffer.from(await tar.arrayBuffer()), prefix);
  return opened;
}

const DEMO_SOURCES = [
  'src/server/seed/schools/demo-schools.ts',
  'src/server/seed/schools/greenwood-year.ts',
  'src/server/seed/seed-demo.ts',
  'src/server/seed/school-builder.ts',
  'src/server/seed/school-rows.ts',
  'src/server/seed/school-types.ts',
  'src/server/seed/school-year.ts',
  'src/server/seed/school-year-types.ts',
  'src/server/seed/school-year-people.ts',
  'src/server/seed/school-year-classes.ts',
  'src/server/seed/school-year-fees.ts',
  'src/server/seed/attendance-year.ts',
  'src/server/seed/assignments-year.ts',
  'src/server/seed/history-year.ts',
  'src/server/seed/school-calendar.ts',
  'src/server/seed/insert-columns.ts',
  'src/server/seed/derive.ts',
  'src/server/auth/passwords.ts',
];

/**
 * The demo template's name: the schema, the code and data that make the demo rows, and the day
 * their dates are relative to (so a template is never used on another day).
 */
async function demoHash(today: string): Promise<string> {
  const hash = createHash('sha256').update(await schemaHash());
  for (const source of DEMO_SOURCES) {
    hash.update(source).update(await readFile(path.join(root, source)));
  }
  return `${hash.digest('hex').slice(0, 12)}_${today.replaceAll('-', '')}`;
}

async function openPgliteFrom(loadDataDir: Blob | undefined) {
  const pglite = await PGlite.create({
    parsers: PGLITE_PARSERS,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir,
  });
  return { pglite, database: wrapPglite(pglite, () => pglite.close()) };
}

async function writeAtomically(file: string, contents: Buffer, prefix: string) {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  await writeFile(staging, contents);
  await rename(staging, file);
  // Dumps of older schemas (or demo data) in this checkout are of no further use (another process
  // may still be staging one of this kind: leave those).
  const current = path.basename(file, '.tar');
  for (const name of await readdir(dir)) {
    if (name.startsWith(prefix) && !name.startsWith(current)) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

// PostgreSQL server: `create database … template portal_template_<hash>`, owned by OWNER_ROLE.

let templatePromise: Promise<string> | undefined;

/** The name of the migrated template database, made if missing (once per process, under a lock). */
export function postgresTemplate(adminUrl: string): Promise<string> {
  templatePromise ??= withAdmin(adminUrl, async (admin) => {
    const name = `portal_template_${await schemaHash()}`;
    return withTemplateLock(admin, async () => {
      await ensureOwnerRole(admin);
      if (!(await databaseExists(admin, name))) {
        await buildTemplate(admin, adminUrl, name, 'template1', migrate);
      }
      return name;
    });
  });
  return templatePromise;
}

let demoTemplatePromise: Promise<string> | undefined;

/**
 * The migrated template with the demo schools loaded (relative to `today`), made if missing from
 * the migrated one. Once per process, under the same lock; demo templates of the same code made on
 * earlier days are dropped.
 */
export function postgresDemoTemplate(adminUrl: string, today: string): Promise<string> {
  demoTemplatePromise ??= (async () => {
    const base = await postgresTemplate(adminUrl);
    const hash = await demoHash(today);
    const name = `portal_demo_${hash}`;
    return withAdmin(adminUrl, (admin) =>
      withTemplateLock(admin, async () => {
        if (await databaseExists(admin, name)) return name;
        await buildTemplate(admin, adminUrl, name, base, (database) =>
          seedDemo(database, { today }),
        );
        const { rows } = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like $1 and datname < $2`,
          [`${name.slice(0, -'yyyymmdd'.length)}%`, name],
        );
        for (const { datname } of rows) {
          // One still being cloned from stays for a later run.
          if (/_\d{8}$/.test(datname)) {
            await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
          }
        }
        return name;
      }),
    );
  })();
  return demoTemplatePromise;
}

/** Made under another name as OWNER_ROLE (see createOwnedDatabase), renamed only once complete. */
async function buildTemplate(
  admin: pg.Client,
  adminUrl: string,
  name: string,
  template: string,
  fill: (database: AppDatabase) => Promise<unknown>,
) {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await createOwnedDatabase(admin, adminUrl, building, template, fill);
  await admin.query(`alter database ${building} rename to ${name}`);
}
