import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { openPglite } from './pglite/open-pglite.ts';
import { createPglitePool } from './pglite/pglite-pool.ts';
import { listenPostgres, type ListenHandlers, type Unlisten } from './listen.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The open database: typed queries through Kysely, plus raw multi-statement SQL for migrations. */
export interface AppDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Runs SQL that may hold several statements (migrations); not for request paths. */
  exec(sqlText: string): Promise<void>;
  /**
   * Runs `fn` while no other migrate run holds the lock, in this process or (on PostgreSQL) any
   * other, with a handle whose queries all go over the one connection that holds it (on PostgreSQL
   * a session of its own, to the direct URL).
   */
  withMigrationLock<T>(fn: (locked: MigrationHandle) => Promise<T>): Promise<T>;
  /**
   * LISTEN for NOTIFY on `channel` (live updates): on PostgreSQL over a dedicated connection to the
   * direct URL that reconnects, on PGlite on the one instance (in-process). Resolves to a function that stops it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

export type MigrationHandle = Pick<AppDatabase, 'db' | 'exec'>;

// Fixed and arbitrary, the same in every version of the portal: processes of an old and a new
// release starting together must still migrate one at a time.
export const MIGRATION_LOCK_KEY = 7_201_934_511;

interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
}

// Dates stay 'YYYY-MM-DD' strings and bigints become numbers, the same on both backends.
pg.types.setTypeParser(1082, (value: string) => value);
pg.types.setTypeParser(20, (value: string) => Number(value));

/** What openPostgres takes besides the (pooled) connection string. */
export interface PostgresOptions {
  max?: number;
  /**
   * The same database with no transaction-pooling pooler in between (DATABASE_DIRECT_URL): LISTEN
   * and the migration lock need a session of their own. Unset: the pooled connection string.
   */
  directUrl?: string | undefined;
}

/** pg_advisory_unlock answered false: the lock was taken on another server session than ours. */
export const LOCK_NOT_HELD =
  'The migration lock was not held by the connection that ran the migrations: DATABASE_URL goes ' +
  'through a transaction-pooling pooler (PgBouncer in transaction mode), which hands each statement ' +
  'to any server session. Set DATABASE_DIRECT_URL to a direct connection to the database (README: ' +
  'Running against a PostgreSQL server). The lock may still be held by a pooled session: restart ' +
  'the pooler before the next start.';

export async function openPostgres(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  // Fail at start with a clear message rather than on the first request.
  const client = await pool.connect();
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: lastResultPool(pool) }) });
  // Only statements that stand alone or run inside one transaction go through the pool: a
  // transaction-pooling pooler may give each transaction another server session.
  const sessionUrl = options.directUrl ?? connectionString;
  return {
    kind: 'postgres',
    db,
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async withMigrationLock(fn) {
      // A session of its own, ended afterwards: that also ends a half-run transaction and the lock
      // after a failure.
      const session = new pg.Client({ connectionString: sessionUrl });
      await session.connect();
      try {
        // Session-level: held across the transactions of every migration until unlocked.
        await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const result = await fn(onOneClient(session));
        const unlocked = await session.query<{ held: boolean }>(
          'select pg_advisory_unlock($1) as held',
          [MIGRATION_LOCK_KEY],
        );
        if (!unlocked.rows[0]?.held) throw new Error(LOCK_NOT_HELD);
        return result;
      } finally {
        await session.end().catch(() => undefined);
      }
    },
    listen: (channel, handlers) => listenPostgres(sessionUrl, channel, handlers),
    async close() {
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query; exec bypasses it.
      if (!pool.ending) await pool.end();
    },
  };
}

/** `db` and `exec` on one connection, which stays the caller's to end. */
function onOneClient(client: pg.ClientBase): MigrationHandle {
  const borrowed = {
    query: client.query.bind(client),
    release() {},
  } as unknown as PostgresPoolClient;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect: async () => borrowed, end: async () => {} } }),
  });
  return {
    db,
    async exec(sqlText) {
      await client.query(sqlText);
    },
  };
}

/**
 * Kysely reads `rows` of a query's result. A request opens its transaction with `begin; <scope>` in
 * one round trip (db/with-tenant.ts), for which pg answers one result per statement: the last one
 * is the one that counts.
 */
function lastResultPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        async query(text: string, values: unknown[]) {
          const result: pg.QueryResult | pg.QueryResult[] = await client.query(text, values);
          return Array.isArray(result) ? result[result.length - 1] : result;
        },
        release: () => client.release(),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** PGlite: real PostgreSQL in WASM, in `dataDir`, or in memory when no folder is given (tests). */
export async function openEmbedded(
  dataDir: string | undefined,
  log?: Logger,
): Promise<AppDatabase> {
  const { db: pglite, close } = await openPglite({ dataDir, log });
  return wrapPglite(pglite, close);
}

/** An AppDatabase over an open PGlite; `close` closes the PGlite (tests build it from a template). */
export function wrapPglite(pglite: PGlite, close: () => Promise<void>): AppDatabase {
  const pool = createPglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  // The data-folder lock keeps other processes out; this queue orders migrate runs in this one.
  let migrations: Promise<unknown> = Promise.resolve();
  const exec = async (sqlText: string) => {
    // PGlite is one connection: wait for any open transaction rather than running inside it.
    await pool.exclusive(() => pglite.exec(sqlText));
  };
  return {
    kind: 'pglite',
    db,
    exec,
    withMigrationLock(fn) {
      const run = migrations.then(() => fn({ db, exec }));
      migrations = run.catch(() => undefined);
      return run;
    },
    async listen(channel, { onPayload }) {
      // Not inside a request's open transaction: LISTEN there would wait for its commit.
      const unlisten = await pool.exclusive(() => pglite.listen(channel, onPayload));
      return async () => {
        if (!closed) await pool.exclusive(() => unlisten());
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await close();
    },
  };
}
