import pg from 'pg';
import { openPostgres, type AppDatabase } from './database.ts';

// The PostgreSQL server as its superuser sees it: the role the app connects as, URLs to databases
// made for it, and the lock under which they are made (the tests' templates, the schema snapshot).

/** The role the app connects as on the PostgreSQL server: owns its databases, nothing more. */
export const OWNER_ROLE = 'portal_owner';

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

/** OWNER_ROLE, made if missing, under the lock that serializes the test templates too. */
export function prepareOwnerRole(admin: pg.Client): Promise<void> {
  return withTemplateLock(admin, () => ensureOwnerRole(admin));
}

export async function withTemplateLock<T>(admin: pg.Client, fn: () => Promise<T>): Promise<T> {
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    return await fn();
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** A managed PostgreSQL's app role: may log in and create roles; not superuser, no BYPASSRLS. */
export async function ensureOwnerRole(admin: pg.Client) {
  const { rows } = await admin.query<{ ok: boolean }>(
    `select rolcanlogin and rolcreaterole and not rolsuper and not rolbypassrls as ok
       from pg_roles where rolname = $1`,
    [OWNER_ROLE],
  );
  if (rows[0]?.ok) return;
  const verb = rows.length ? 'alter' : 'create';
  await admin.query(`${verb} role ${OWNER_ROLE} login nosuperuser nobypassrls createrole`);
}

export async function databaseExists(admin: pg.Client, name: string) {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  return rowCount === 1;
}

/**
 * A new database owned by OWNER_ROLE, cloned from `template`, filled by `fill` through a connection
 * as OWNER_ROLE (as the app connects), which is closed before this returns.
 */
export async function createOwnedDatabase(
  admin: pg.Client,
  adminUrl: string,
  name: string,
  template: string,
  fill: (database: AppDatabase) => Promise<unknown>,
): Promise<void> {
  await admin.query(`create database ${name} owner ${OWNER_ROLE} template ${template}`);
  const database = await openPostgres(databaseUrl(adminUrl, name, OWNER_ROLE), { max: 1 });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}
