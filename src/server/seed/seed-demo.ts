import {
  DEMO_PASSWORD,
  DEMO_TIME_ZONE,
  demoSchools,
  type DemoSchool,
} from './schools/demo-schools.ts';
import { schoolToday } from '@/shared/rules/school-clock.ts';
import { e2eSchool } from './schools/e2e-schools.ts';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import {
  createSchools,
  planSchool,
  type PersonSpec,
  type Role,
  type School,
  type SchoolOptions,
} from './school-builder.ts';
import { demoHolidayRanges } from './school-calendar.ts';
import { isoDate } from './school-calendar.ts';

/**
 * A demo school as the builder's options: its fixed ids, accounts and invitations, unchanged,
 * then its further people and its year (dates relative to `today`, default the current date).
 */
export function demoSchoolOptions(
  school: DemoSchool,
  options: { today?: string | Date } = {},
): SchoolOptions {
  const accounts = (role: Role, more = 0): PersonSpec[] => [
    ...school.accounts
      .filter((account) => account.role === role)
      .map(({ id, email, fullName }) => ({ id, email, fullName })),
    ...Array.from({ length: more }, () => ({})),
  ];
  return {
    id: school.id,
    code: school.code,
    name: school.name,
    seed: school.seed,
    emailDomain: school.code.toLowerCase() + '.edu',
    branding: {
      themeMode: school.themeMode,
      primaryColor: school.primaryColor,
      secondaryColor: school.secondaryColor,
      logoUrl: school.logoUrl,
    },
    password: DEMO_PASSWORD,
    admins: accounts('admin'),
    teachers: accounts('teacher', school.more.teachers),
    parents: accounts('parent', school.more.parents),
    students: accounts('student'),
    invitations: school.invitations.map((invitation) => ({ ...invitation, expiresInDays: 3650 })),
    year: { ...school.year, today: options.today },
    teaching: school.teaching ?? {},
    holidays: demoHolidayRanges(isoDate(options.today ?? schoolToday(DEMO_TIME_ZONE))),
    timeZone: DEMO_TIME_ZONE,
  };
}

/** Everything the demo seed writes for a school (people, year), as the builder plans it. */
export function demoSchoolPlan(
  school: DemoSchool,
  options: { today?: string | Date } = {},
): School {
  return planSchool(demoSchoolOptions(school, options));
}

/**
 * Loads the demo schools into an empty database (no tenants yet); with `force`, those of them that
 * are missing. Their year's dates are relative to `today` (default the current date). Runs as the
 * database owner: this is set-up tooling, not a request path. Returns whether anything was loaded.
 * Under the migration lock, as migrations: processes starting together on an empty database take
 * turns, so one loads the demo and the others find it there.
 */
export async function seedDemo(
  database: AppDatabase,
  options: { force?: boolean; today?: string | Date } = {},
): Promise<boolean> {
  const loaded = await database.withMigrationLock(async ({ db }) => {
    const anySchool = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
    if (anySchool && !options.force) return false;
    const present = await presentTenants(
      db,
      'id',
      demoSchools.map((school) => school.id),
    );
    const missing = demoSchools.filter((school) => !present.has(school.id));
    await createSchools(
      db,
      missing.map((school) => demoSchoolOptions(school, { today: options.today })),
    );
    return missing.length > 0;
  });
  // The planner's statistics for the new rows: the chat's cost bound reads its estimates, and
  // PGlite has no autovacuum to gather them.
  if (loaded) await database.exec('analyze');
  return loaded;
}

/** The builder's options for E2E school number `number` (1-based); see schools/e2e-schools.ts. */
export function e2eSchoolOptions(number: number): SchoolOptions {
  const school = e2eSchool(number);
  const only = (email: string) => [{ email }];
  return {
    code: school.code,
    name: school.name,
    seed: number,
    emailDomain: school.emailDomain,
    password: school.password,
    branding: school.branding,
    timeZone: DEMO_TIME_ZONE,
    admins: only(school.accounts.admin),
    teachers: only(school.accounts.teacher),
    parents: only(school.accounts.parent),
    students: only(school.accounts.student),
    invitations: [{ ...school.invitedTeacher, role: 'teacher', expiresInDays: 3650 }],
    // A few student records, so specs can enrol students and pay fees on the worker's own school.
    year: {
      grades: [3, 4],
      sections: ['A'],
      curriculum: () => ['Mathematics', 'English'],
      students: 6,
      fees: [{ feeType: 'Tuition', amountCents: 25_000, frequency: 'monthly', dueDay: 1 }],
      attendance: {},
    },
  };
}

/** Creates E2E1 … E2E<count> where missing (NODE_ENV=test only); returns the codes it created. */
export async function seedE2eSchools(database: AppDatabase, count: number): Promise<string[]> {
  const wanted = Array.from({ length: count }, (_, index) => e2eSchoolOptions(index + 1));
  const codes = wanted.map((options) => options.code!);
  // Under the migration lock, as seedDemo: starts at the same moment make each school once.
  return database.withMigrationLock(async ({ db }) => {
    const present = await presentTenants(db, 'school_code', codes);
    const missing = wanted.filter((options) => !present.has(options.code!));
    await createSchools(db, missing);
    return missing.map((options) => options.code!);
  });
}

async function presentTenants(
  db: Kysely<Database>,
  column: 'id' | 'school_code',
  values: string[],
): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await db.selectFrom('tenants').select(column).where(column, 'in', values).execute();
  return new Set(rows.map((row) => (column === 'id' ? row.id : row.school_code)));
}
