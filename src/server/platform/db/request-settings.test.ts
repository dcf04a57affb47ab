import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { callerScope } from '../../test/caller-scope.ts';
import { testBackends } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createRequestScope } from './request-scope.ts';

const jit = sql<{ jit: string }>`select current_setting('jit') as jit`;

// app_request_settings (db/routines/00_request-scope.sql), called by the statement that opens each
// request: no request's statement is JIT-compiled, whatever the server's default; the setting ends
// with the request's transaction.
describe.each(testBackends())("a request's settings, on %s", (kind) => {
  const t = useTestApp(kind);
  let parent: Session;
  beforeAll(async () => {
    const school = await t.createSchool({ parents: 1, students: 0 });
    parent = await t.signInAs(school.parents[0]!);
  });

  it('runs every kind of request without JIT, and leaves the connection as it was', async () => {
    const scope = callerScope(t, parent);
    expect(await scope.asCaller(async (tx) => (await jit.execute(tx)).rows[0]!.jit)).toBe('off');
    const [read] = await scope.readAsCaller((qb) =>
      qb.selectNoFrom(sql<string>`current_setting('jit')`.as('jit')),
    );
    expect(read).toEqual({ jit: 'off' });
    const visitor = createRequestScope(t.database.db, { claims: null, roles: null });
    expect(await visitor.asPublic(async (tx) => (await jit.execute(tx)).rows[0]!.jit)).toBe('off');
    const server = (await jit.execute(t.database.db)).rows[0]!.jit;
    const shown = await sql<{ jit: string }>`select reset_val as jit from pg_settings
      where name = 'jit'`.execute(t.database.db);
    expect(server).toBe(shown.rows[0]!.jit);
  });
});
