import type { Session } from '@/shared/schemas/auth.ts';
import type { TestApp } from './test-app.ts';

/**
 * Tests only: the request that POSTs a JSON payload to `url` as a session (null: nobody), for a
 * `describe` that sends many to one route: `const add = postJsonTo(t, '/api/admin/classes')`.
 */
export const postJsonTo =
  (t: Pick<TestApp, 'call'>, url: string) => (session: Session | null, payload: object) =>
    t.call(session, { method: 'POST', url, payload });
