import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { SEVERAL_STATEMENTS } from '../one-round-trip.ts';

export interface PglitePool extends PostgresPool {
  /**
   * Runs `fn` while holding the single connection, e.g. to run `db.exec(migration)` without it
   * landing inside a Kysely transaction of a concurrent request.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * A `pg.Pool` look-alike for Kysely's PostgresDialect. PGlite is a single session, so the pool
 * lends its one connection to one holder at a time, in arrival order: statements of concurrent
 * Kysely transactions can then never interleave.
 */
export function createPglitePool(db: PGlite): PglitePool {
  const mutex = new FifoMutex();
  let ended = false;

  return {
    async connect(): Promise<PostgresPoolClient> {
      if (ended) throw new Error('The PGlite pool has been ended.');
      const unlock = await mutex.acquire();
      if (ended) {
        unlock();
        throw new Error('The PGlite pool has been ended.');
      }
      return createClient(db, unlock);
    },
    async end(): Promise<void> {
      ended = true;
      (await mutex.acquire())(); // let the current holder and those queued before us finish
    },
    async exclusive<T>(fn: () => Promise<T>): Promise<T> {
      const unlock = await mutex.acquire();
      try {
        return await fn();
      } finally {
        unlock();
      }
    },
  };
}

function createClient(db: PGlite, unlock: () => void): PostgresPoolClient {
  let released = false;
  const client = {
    async query<R>(sql: unknown, parameters?: ReadonlyArray<unknown>) {
      if (typeof sql !== 'string') throw new Error('Cursors are not supported on PGlite.');
      if (released) throw new Error('This PGlite client was already released.');
      return runQuery<R>(db, sql, parameters ?? []);
    },
    release(): void {
      if (released) return;
      released = true;
      unlock();
    },
  };
  return client as PostgresPoolClient;
}

async function runQuery<R>(
  db: PGlite,
  sql: string,
  parameters: ReadonlyArray<unknown>,
): Promise<PostgresQueryResult<R>> {
  let result;
  try {
    // Several statements in one message (db/one-round-trip.ts): query() takes one statement,
    // exec() several, answering one result each: the last one counts.
    result = sql.startsWith(SEVERAL_STATEMENTS)
      ? ((await db.exec(sql)).at(-1) as Awaited<ReturnType<typeof db.query<R>>>)
      : await db.query<R>(sql, [...parameters]);
  } catch (error) {
    throw asError(error);
  }
  // The command comes from postgres' CommandComplete tag, so CTEs and comments do not fool it.
  const command = (result.command ?? commandOf(sql)) as PostgresQueryResult<R>['command'];
  return {
    command,
    rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
    rows: result.rows,
  };
}

/** PGlite already throws pg-protocol's DatabaseError (an Error with `code`); anything else is wrapped. */
function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(String(error), { cause: error });
}

/** Fallback only: first keyword after leading whitespace and comments. */
function commandOf(sql: string): string {
  const stripped = sql.replace(/^(\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/, '');
  return (/^[a-z]+/i.exec(stripped)?.[0] ?? '').toUpperCase();
}

class FifoMutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => resolve(this.#releaser());
      if (this.#locked) this.#waiters.push(grant);
      else {
        this.#locked = true;
        grant();
      }
    });
  }

  #releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.#waiters.shift();
      if (next) next();
      else this.#locked = false;
    };
  }
}
