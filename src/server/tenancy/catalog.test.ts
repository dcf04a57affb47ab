import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../test/test-app.ts';
import { useTestDatabase } from '../test/use-test-app.ts';
import type { AppDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';

interface TableRow {
  name: string;
  has_tenant_id: boolean;
  rls: boolean;
  forced: boolean;
  policies: number;
  app_user_policies: number;
  app_user_reads: boolean;
}

/** Every table of the public schema, as the catalog describes its row-level security. */
async function tables(database: AppDatabase): Promise<TableRow[]> {
  const { rows } = await sql<TableRow>`
    select c.relname as name,
           exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant_id,
           c.relrowsecurity as rls,
           c.relforcerowsecurity as forced,
           (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
           (select count(*)::int from pg_policy p
             where p.polrelid = c.oid and p.polpermissive
               and (0 = any (p.polroles) or (select oid from pg_roles where rolname = 'app_user') = any (p.polroles))
           ) as app_user_policies,
           (has_table_privilege('app_user', c.oid, 'select')
             or exists (select 1 from pg_attribute a
                         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                           and has_column_privilege('app_user', c.oid, a.attnum, 'select'))) as app_user_reads
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by c.relname`.execute(database.db);
  return rows;
}

describe.each(testBackends())('tenant tables by construction on %s', (kind) => {
  const test = useTestDatabase(kind);
  beforeAll(async () => {
    await migrate(test.database);
  });

  it('every table with a tenant_id has row-level security enabled, forced, and a policy', async () => {
    const tenantTables = (await tables(test.database)).filter((table) => table.has_tenant_id);
    expect(tenantTables.map((table) => table.name)).toContain('users');
    for (const table of tenantTables) {
      expect(
        { table: table.name, rls: table.rls, forced: table.forced },
        `${table.name} must go through app_make_tenant_table()`,
      ).toEqual({ table: table.name, rls: true, forced: true });
      expect(table.policies, `${table.name} has no policy`).toBeGreaterThan(0);
    }
  });

  it('no table is readable by app_user without row-level security and a policy for it', async () => {
    for (const table of (await tables(test.database)).filter((t) => t.app_user_reads)) {
      expect(table.rls, `${table.name}: readable by app_user without row-level security`).toBe(
        true,
      );
      expect(
        table.app_user_policies,
        `${table.name}: readable by app_user without a policy`,
      ).toBeGreaterThan(0);
    }
  });

  it('the helper makes a new table a tenant table in one call', async () => {
    await test.database.exec(`
      create table catalog_probe (tenant_id uuid not null, id int, primary key (tenant_id, id));
      select app_make_tenant_table('catalog_probe');
    `);
    const probe = (await tables(test.database)).find((table) => table.name === 'catalog_probe');
    expect(probe).toMatchObject({ rls: true, forced: true, policies: 1, app_user_reads: true });
    await test.database.exec('drop table catalog_probe');
  });

  it('role rules read the request scope once per statement, as (select app_role()) and its kin', async () => {
    const { rows } = await sql<{ policy: string; rule: string }>`
      select tablename || '.' || policyname as policy,
             coalesce(qual, '') || ' ' || coalesce(with_check, '') as rule
        from pg_policies
       where schemaname = 'public' and policyname <> 'tenant_isolation'`.execute(test.database.db);
    expect(rows.length).toBeGreaterThan(50);
    const perRow = rows
      .filter(({ rule }) =>
        /(?<!SELECT (public\.)?)\bapp_(role|is_owner|user_id|tenant_id)\(\)/.test(rule),
      )
      .map(({ policy }) => policy);
    expect(perRow, 'a bare call runs once per row (db/routines/01_tenant-tables.sql)').toEqual([]);
  });
});
