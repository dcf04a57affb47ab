import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolPlan } from '../seed/seed-demo.ts';
import { withTenant } from '../platform/db/with-tenant.ts';
import { account, greenwood, signIn } from '../test/demo.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('secrets stay secret on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await signIn(t.app, greenwood, 'parent'); // a refresh token and an audit entry exist
  });

  const as = (role: string | null, userId: string | null = null) => ({
    tenantId: greenwood.id,
    userId,
    role,
  });
  const run = (role: string | null, query: string, userId: string | null = null) =>
    withTenant(t.database.db, as(role, userId), (tx) => sql.raw(query).execute(tx));

  it.each([
    'select password_hash from users',
    'select confirmation_token_hash from users',
    'select recovery_token_hash from users',
    'select * from users',
    'select token_hash from refresh_tokens',
    'select token_hash from invitations',
    "select id from users where password_hash like '$argon2%'",
    'select client_secret_encrypted from identity_providers',
    'select * from identity_providers',
    'select code_hash from sign_in_handoffs',
  ])('app_user may not run: %s', async (query) => {
    await expect(run('admin', query, account(greenwood, 'admin').id)).rejects.toThrow(
      /permission denied/,
    );
  });

  it('app_user reads the other columns it needs', async () => {
    const { rows } = await run('admin', 'select id, email from users order by email');
    expect(rows).toHaveLength(demoSchoolPlan(greenwood).people.length);
  });

  it("a signed-in request cannot fetch anyone's password hash through the sign-in function", async () => {
    const teacher = account(greenwood, 'teacher');
    const query = `select * from auth_sign_in_candidate('${teacher.email}')`;
    expect((await run(null, query)).rows).toHaveLength(1); // before sign-in: the sign-in path
    expect((await run('parent', query, account(greenwood, 'parent').id)).rows).toEqual([]);
  });

  it('only admins read the audit log', async () => {
    const count = 'select count(*)::int as n from audit_log';
    const seen = async (role: string) =>
      ((await run(role, count, account(greenwood, 'admin').id)).rows[0] as { n: number }).n;
    expect(await seen('admin')).toBeGreaterThan(0);
    for (const role of ['teacher', 'parent', 'student']) expect(await seen(role)).toBe(0);
  });
});
