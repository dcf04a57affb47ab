import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ParentDashboard } from '@/shared/schemas/parent.ts';
import { buildApp } from '../app.ts';
import type { AppDatabase } from '../platform/db/database.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.ts';
import { DISTRICT_PASSWORD, generateDistrict, type DistrictReport } from './district.ts';

// The district generator at a tiny scale, on a PostgreSQL server only (the generator refuses
// PGlite): 2 schools, 60 students, 15 school days. Runs as the non-superuser owner, so the
// foreign keys are checked as the rows go in, and row-level security binds it.
const TODAY = '2026-11-18';

it('refuses PGlite with a clear message, before touching it', async () => {
  const pglite = { kind: 'pglite' } as AppDatabase;
  await expect(generateDistrict(pglite, { schools: 1, students: 5 })).rejects.toThrow(
    /needs a PostgreSQL server/,
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('district generator (PostgreSQL)', () => {
  let test: TestDatabase;
  let report: DistrictReport;

  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    report = await generateDistrict(test.database, {
      schools: 2,
      students: 60,
      days: 15,
      today: TODAY,
    });
  }, 120_000);
  afterAll(() => test?.drop());

  const count = async (query: string) => {
    const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(test.inspect);
    return Number(rows[0]!.n);
  };

  it('makes the schools, their people and a year of teaching rows', async () => {
    expect(
      await count(`select count(*) as n from tenants where school_code in ('D001', 'D002')`),
    ).toBe(2);
    expect(await count('select count(*) as n from students')).toBe(60);
    expect(
      await count(`select count(*) as n from students s where s.tenant_id =
                     (select id from tenants where school_code = 'D001')`),
    ).toBe(30);
    // Every child has a family, every student one row per school day (Monday to Friday).
    expect(
      await count(`select count(*) as n from students s where not exists
                     (select 1 from guardianships g where g.tenant_id = s.tenant_id and g.student_id = s.id)`),
    ).toBe(0);
    expect(await count('select count(*) as n from attendance')).toBe(60 * 15);
    expect(await count('select count(distinct date) as n from attendance')).toBe(15);
    expect(
      await count(
        `select count(*) as n from attendance where date >= '${TODAY}' or extract(isodow from date) > 5`,
      ),
    ).toBe(0);
    expect(await count(`select count(distinct status) as n from attendance`)).toBeGreaterThan(1);
    // A submission per published assignment and enrolled student; some work still due.
    const assignments = await count('select count(*) as n from assignments');
    expect(assignments).toBeGreaterThan(0);
    expect(await count('select count(*) as n from submissions')).toBe(
      await count(`select count(*) as n from assignments a
                     join enrolments e on e.tenant_id = a.tenant_id and e.class_id = a.class_id`),
    );
    expect(
      await count(`select count(*) as n from assignments where due_date > '${TODAY}'`),
    ).toBeGreaterThan(0);
    expect(
      await count(`select count(*) as n from submissions where status = 'graded'`),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from fee_records')).toBeGreaterThan(0);
    expect(report.phases.map((phase) => phase.name).join(' ')).toMatch(/attendance/);
    expect(report.databaseBytes).toBeGreaterThan(0);
    expect(report.parents.length).toBe(2);
  });

  it('keeps every row in the school of the rows it refers to', async () => {
    const references: [string, string, string, string][] = [
      ['attendance', 'student_id', 'students', 'id'],
      ['attendance', 'class_id', 'classes', 'id'],
      ['attendance', 'marked_by', 'users', 'id'],
      ['assignments', 'class_id', 'classes', 'id'],
      ['assignments', 'subject_id', 'subjects', 'id'],
      ['assignments', 'created_by', 'users', 'id'],
      ['submissions', 'assignment_id', 'assignments', 'id'],
      ['submissions', 'student_id', 'students', 'id'],
      ['submissions', 'graded_by', 'users', 'id'],
      ['enrolments', 'student_id', 'students', 'id'],
      ['enrolments', 'class_id', 'classes', 'id'],
      ['guardianships', 'parent_user_id', 'users', 'id'],
      ['fee_records', 'student_id', 'students', 'id'],
      ['payments', 'fee_record_id', 'fee_records', 'id'],
    ];
    for (const [table, column, parent, key] of references) {
      const foreign = await count(`select count(*) as n from ${table} c
        join ${parent} p on p.${key} = c.${column} where p.tenant_id <> c.tenant_id`);
      const dangling =
        await count(`select count(*) as n from ${table} c where c.${column} is not null
        and not exists (select 1 from ${parent} p where p.tenant_id = c.tenant_id and p.${key} = c.${column})`);
      expect({ table, column, foreign, dangling }).toEqual({
        table,
        column,
        foreign: 0,
        dangling: 0,
      });
    }
  });

  it('lets a district parent sign in and load the dashboard of their own child only', async () => {
    const app = await buildApp({
      config: testConfig(),
      database: test.database,
      backgroundMail: false,
    });
    try {
      await app.ready();
      const [parent, other] = report.parents;
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { tenant_id: parent!.tenantId, email: parent!.email, password: DISTRICT_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${signIn.json<Session>().access_token}` };
      const dashboard = await app.inject({ method: 'GET', url: '/api/parent/dashboard', headers });
      expect(dashboard.statusCode).toBe(200);
      const body = dashboard.json<ParentDashboard>();
      expect(body.child).not.toBeNull();
      expect(body.attendance.recent).toHaveLength(6);
      expect(
        body.attendance.present + body.attendance.absent + body.attendance.late,
      ).toBeGreaterThan(0);
      expect(body.fees.records.length).toBeGreaterThan(0);
      expect(body.contacts.length).toBeGreaterThan(0);
      const own = await count(`select count(*) as n from students s
        join guardianships g on g.tenant_id = s.tenant_id and g.student_id = s.id
        join users u on u.tenant_id = g.tenant_id and u.id = g.parent_user_id
        where s.id = '${body.child!.id}' and u.email = '${parent!.email}'`);
      expect(own).toBe(1);
      // A child of the other school, its id guessed in the URL: nothing.
      const { rows } = await sql<{ id: string }>`select id from students
        where tenant_id = ${other!.tenantId} limit 1`.execute(test.inspect);
      const foreign = await app.inject({
        method: 'GET',
        url: `/api/parent/dashboard?studentId=${rows[0]!.id}`,
        headers,
      });
      expect(foreign.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  }, 60_000);
});
