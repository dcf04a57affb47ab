import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { Tx } from '../platform/db/tx.ts';

/**
 * Tests only: the owner connection scoped to one school. Row-level security is forced, so even the
 * table owner sees a school's rows only with `app.tenant_id` set (a superuser sees everything).
 */
export function asOwnerOf<T>(
  db: Kysely<Database>,
  tenantId: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(tx);
    return fn(tx);
  });
}
