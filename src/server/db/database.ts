import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { openPglite } from './pglite/open-pglite.ts';
import { createPglitePool } from './pglite/pglite-pool.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The open database: typed queries through Kysely, plus raw multi-statement SQL for migrations. */
export interface AppDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Runs SQL that may hold several statements (migrations); not for request paths. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
}

// Dates stay 'YYYY-MM-DD' strings and bigints become numbers, the same on both backends.
pg.types.setTypeParser(1082, (value: string) => value);
pg.types.setTypeParser(20, (value: string) => Number(value));

export async function openPostgres(
  connectionString: string,
  options: { max?: number } = {},
): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  // Fail at start with a clear message rather than on the first request.
  const client = await pool.connect();
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async close() {
      await db.destroy();
    },
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
  return {
    kind: 'pglite',
    db,
    async exec(sqlText) {
      // PGlite is one connection: wait for any open transaction rather than running inside it.
      await pool.exclusive(() => pglite.exec(sqlText));
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await close();
    },
  };
}
