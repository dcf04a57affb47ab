import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../platform/http/access-token.ts';
import { demoSchoolPlan } from '../seed/seed-demo.ts';
import { withTenant } from '../platform/db/with-tenant.ts';
import { testBackends, testConfig } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { asOwnerOf } from '../test/as-owner.ts';
import { account, greenwood, riverside, signIn } from '../test/demo.ts';

describe.each(testBackends())('tenant isolation on %s', (kind) => {
  const t = useTestApp(kind);

  it("a token naming another school's id with a real user of this school finds no session", async () => {
    const session = await signIn(t.app, greenwood, 'admin');
    const { sid } = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sid: string };
    const crossed = await signAccessToken(testConfig().jwtSecret, {
      sub: account(greenwood, 'admin').id,
      tenant_id: riverside.id,
      role: 'admin',
      sid,
    });
    const response = await t.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${crossed.token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('row-level security: app_user sees only the current school, whatever the query asks', async () => {
    const emails = await withTenant(t.database.db, { tenantId: greenwood.id }, (tx) =>
      tx.selectFrom('users').select('email').orderBy('email').execute(),
    );
    expect(emails.map((row) => row.email).sort()).toEqual(
      demoSchoolPlan(greenwood)
        .people.map((person) => person.email)
        .sort(),
    );
    const none = await withTenant(t.database.db, { tenantId: null }, (tx) =>
      tx.selectFrom('profiles').selectAll().execute(),
    );
    expect(none).toEqual([]);
    const superuser = await withTenant(
      t.database.db,
      { tenantId: greenwood.id },
      async (tx) =>
        (
          await sql<{
            rolsuper: boolean;
          }>`select rolsuper from pg_roles where rolname = current_user`.execute(tx)
        ).rows[0],
    );
    expect(superuser?.rolsuper).toBe(false);
  });

  it.runIf(kind === 'postgres')(
    'the app connects as the owner of the tables, neither superuser nor BYPASSRLS',
    async () => {
      const { rows } = await sql<{ rolsuper: boolean; rolbypassrls: boolean; owns: boolean }>`
        select rolsuper, rolbypassrls,
               (select bool_and(tableowner = session_user) from pg_tables
                 where schemaname = 'public') as owns
          from pg_roles where rolname = session_user`.execute(t.database.db);
      expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, owns: true }]);
    },
  );

  it('row-level security refuses writing a row into another school', async () => {
    await expect(
      withTenant(t.database.db, { tenantId: greenwood.id }, (tx) =>
        tx
          .insertInto('audit_log')
          .values({ tenant_id: riverside.id, action: 'test', details: '{}' })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('the database refuses a row of one school pointing at a user of another', async () => {
    await expect(
      asOwnerOf(t.database.db, riverside.id, (tx) =>
        tx
          .insertInto('sessions')
          .values({
            tenant_id: riverside.id,
            user_id: account(greenwood, 'admin').id,
            user_agent: null,
            ip: null,
          })
          .execute(),
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
