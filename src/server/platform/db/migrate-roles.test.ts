import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends, withTestDatabase } from '../../test/test-app.ts';
import { databaseUrl, postgresTemplate, withAdmin } from '../../test/template-database.ts';
import { openPostgres } from './database.ts';
import { migrate, migrationFiles } from './migrate.ts';
import { withTenant } from './with-tenant.ts';

describe.each(testBackends())('migrations on %s', (kind) => {
  it('apply to an empty database once, as the role the app connects as', async () => {
    await withTestDatabase(
      kind,
      async ({ database }) => {
        expect(await migrate(database)).toEqual(await migrationFiles());
        expect(await migrate(database)).toEqual([]);
        // Request paths can switch to app_user and see no school's rows.
        const rows = await withTenant(database.db, { tenantId: null }, (tx) =>
          tx.selectFrom('users').select('id').execute(),
        );
        expect(rows).toEqual([]);
      },
      { empty: true },
    );
  });
});

/**
 * A managed PostgreSQL gives the app an ordinary role. Each case is a role of its own, made for the
 * test, owning a fresh database; app_user already exists (made by another role) in every case.
 */
describe.runIf(testBackends().includes('postgres'))('migrations as a non-superuser role', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const suffix = randomBytes(4).toString('hex');
  const made: { role: string; database: string }[] = [];
  let serverVersion = 0;

  beforeAll(async () => {
    await postgresTemplate(adminUrl); // makes sure app_user exists
    serverVersion = await withAdmin(adminUrl, async (admin) =>
      Number((await admin.query('show server_version_num')).rows[0].server_version_num),
    );
  });

  afterAll(async () => {
    await withAdmin(adminUrl, async (admin) => {
      for (const { role, database } of made) {
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.query(`drop role if exists ${role}`);
      }
    });
  });

  /** A role with these attributes (and, if asked, app_user granted by a superuser), owning a new database. */
  async function migrateAs(attributes: string, grantedAppUser: boolean) {
    const role = `portal_probe_${suffix}_${made.length}`;
    const name = `${role}_db`;
    made.push({ role, database: name });
    await withAdmin(adminUrl, async (admin) => {
      await admin.query(`create role ${role} login nosuperuser nobypassrls ${attributes}`);
      if (grantedAppUser) await admin.query(`grant app_user to ${role}`);
      await admin.query(`create database ${name} owner ${role}`);
    });
    const database = await openPostgres(databaseUrl(adminUrl, name, role), { max: 1 });
    try {
      await migrate(database);
      const { rows } = await sql<{ member: boolean }>`
        select pg_has_role(current_user, 'app_user', 'member') as member`.execute(database.db);
      return rows[0]?.member;
    } finally {
      await database.close();
    }
  }

  it('work for a CREATEROLE role when app_user was made by another role (PostgreSQL 15)', async () => {
    if (serverVersion < 160000) {
      expect(await migrateAs('createrole', false)).toBe(true);
    } else {
      // From PostgreSQL 16 on, CREATEROLE no longer lets a role grant itself a role it did not make.
      await expect(migrateAs('createrole', false)).rejects.toThrow(/grant app_user to/);
    }
  });

  it('work without CREATEROLE when a DBA made app_user and granted it', async () => {
    expect(await migrateAs('nocreaterole', true)).toBe(true);
  });

  it('stop with the grant to run when the role may not become app_user', async () => {
    await expect(migrateAs('nocreaterole', false)).rejects.toThrow(
      /may not switch to the role app_user .* run: grant app_user to "portal_probe_/,
    );
  });
});
