import { withTenant, type Tx } from '../platform/db/with-tenant.ts';
import type { TestApp } from './test-app.ts';

/** One person as the database's role rules take them: their user id and their role. */
export type Who = { id: string; role: string };

/**
 * Tests only: runs statements as people of one school, scoped the way the app scopes a request
 * (withTenant: the application role, the school, the user and their role), so the row-level rules
 * apply. The school's id is read when used (a school the test makes in its `beforeAll`).
 */
export function asPeopleOf(t: TestApp, tenantId: () => string) {
  return <T>(who: Who, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    withTenant(t.database.db, { tenantId: tenantId(), userId: who.id, role: who.role }, fn);
}
