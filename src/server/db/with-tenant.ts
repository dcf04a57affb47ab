import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type Tx = Transaction<Database>;

/** Who is asking: the school, and once signed in, the user and their role. */
export interface TenantContext {
  tenantId: string | null;
  userId?: string | null;
  role?: string | null;
}

/**
 * The one way request paths touch tenant data: a transaction running as the non-superuser role
 * app_user, with the school, user and role set for row-level security.
 */
export function withTenant<T>(
  db: Kysely<Database>,
  ctx: TenantContext,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('role', 'app_user', true),
                     set_config('app.tenant_id', ${ctx.tenantId ?? ''}, true),
                     set_config('app.user_id', ${ctx.userId ?? ''}, true),
                     set_config('app.role', ${ctx.role ?? ''}, true)`.execute(tx);
    return fn(tx);
  });
}

/** Before sign-in there is no school yet: only what app_user may read of public rows (tenants). */
export function withPublic<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(db, { tenantId: null }, fn);
}
