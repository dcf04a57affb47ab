import { sql, type Kysely } from 'kysely';
import { AppError } from '@/shared/errors.ts';
import { SEVERAL_STATEMENTS } from './one-round-trip.ts';
import type { Database } from './schema.ts';
import type { Tx } from './tx.ts';

export type { Tx } from './tx.ts';

/** Who is asking: the school, and once signed in, the user and their role. */
export interface TenantContext {
  tenantId: string | null;
  userId?: string | null;
  role?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WORD = /^[a-z_-]{1,32}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * A value written into the SQL that opens a transaction. Only ids and role names ever go there, and
 * they are checked against their exact shape first, so no quoting question arises.
 */
export function openLiteral(
  value: string | null | undefined,
  shape: 'uuid' | 'word' | 'sha256',
): string {
  if (value === null || value === undefined || value === '') return "''";
  if (!{ uuid: UUID, word: WORD, sha256: SHA256 }[shape].test(value)) {
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  }
  return `'${value}'`;
}

/**
 * Runs `fn` in one transaction on one connection. `begin` and the statement that scopes the
 * transaction (`openSql`) travel in one round trip; commit on success, rollback on any error.
 */
export function inTransaction<T, R>(
  db: Kysely<Database>,
  openSql: string,
  fn: (tx: Tx, opened: R[]) => Promise<T>,
  mapOpenError: (error: unknown) => unknown = (error) => error,
): Promise<T> {
  return db.connection().execute(async (tx) => {
    let opened: R[];
    try {
      opened = (await sql.raw<R>(`${SEVERAL_STATEMENTS}begin; ${openSql}`).execute(tx)).rows;
    } catch (error) {
      await rollbackQuietly(tx);
      throw mapOpenError(error);
    }
    try {
      const result = await fn(tx, opened);
      await sql`commit`.execute(tx);
      return result;
    } catch (error) {
      await rollbackQuietly(tx);
      throw error;
    }
  });
}

async function rollbackQuietly(tx: Tx) {
  try {
    await sql`rollback`.execute(tx);
  } catch {
    // The connection is gone or not in a transaction: nothing to undo.
  }
}

/**
 * A transaction running as the non-superuser role app_user, with the school, user and role set for
 * row-level security. Request paths get it through the request scope (src/server/platform/db/request-scope.ts);
 * workers, the seed and tests call it directly.
 */
export function withTenant<T>(
  db: Kysely<Database>,
  ctx: TenantContext,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const openSql = `select app_request_settings(), set_config('role', 'app_user', true),
    set_config('app.tenant_id', ${openLiteral(ctx.tenantId, 'uuid')}, true),
    set_config('app.user_id', ${openLiteral(ctx.userId, 'uuid')}, true),
    set_config('app.role', ${openLiteral(ctx.role, 'word')}, true)`;
  return inTransaction(db, openSql, (tx) => fn(tx));
}

/** Before sign-in there is no school yet: only what app_user may read of public rows (tenants). */
export function withPublic<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(db, { tenantId: null }, fn);
}
