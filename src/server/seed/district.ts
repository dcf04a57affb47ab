import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import { createSchools, type School, type SchoolOptions } from './school-builder.ts';
import { defaultCurriculum } from './school-year-classes.ts';
import { isoDate } from './school-calendar.ts';
import { addTeachingHistory } from './district-teaching.ts';

/**
 * The district data set (ARCHITECTURE.md section 8): many schools made by the one seed builder
 * (people, families, classes, timetable, fees and payments, planned by school-year.ts), then each
 * school's teaching history, written set-based in PostgreSQL (generate_series, hashes for the
 * spread): one attendance row per student and school day, assignments per class, a submission per
 * assignment and enrolled student. PostgreSQL only: the big tables are far beyond PGlite.
 */

/** The password of every district account (hashed once by the builder, the hash reused). */
export const DISTRICT_PASSWORD = 'district-password';

export interface DistrictOptions {
  /** Default 200. */
  schools?: number;
  /** Students in the whole district, spread evenly over the schools; default 100,000. */
  students?: number;
  /**
   * School days (Monday to Friday) of attendance, ending yesterday; default 180, a school year
   * (about 18 million rows for 100,000 students).
   */
  days?: number;
  /** Days between two assignments of a class; default 10 (two school weeks). */
  assignmentEvery?: number;
  /** 'YYYY-MM-DD'; default the current date. */
  today?: string;
  /** Schools per builder transaction; default 5. */
  batch?: number;
  log?: (line: string) => void;
}

export interface DistrictReport {
  phases: { name: string; seconds: number }[];
  rows: Record<string, number>;
  databaseBytes: number;
  /** A few parents with children, from different schools, to sign in with DISTRICT_PASSWORD. */
  parents: { tenantId: string; schoolCode: string; email: string }[];
}

/** School codes of the district: D001, D002, ... (never a demo or E2E code). */
export const districtCode = (index: number) => `D${String(index + 1).padStart(3, '0')}`;

/** The builder's options for district school `index` with `students` student records. */
export function districtSchoolOptions(
  index: number,
  students: number,
  today: string,
): SchoolOptions {
  const code = districtCode(index);
  // About 30 students per section, every grade; a teacher per 6 classes; enough parents that
  // every child gets a family (a parent has 1.2 children on average under the builder's rules).
  const sections = 'ABCDEFGH'.slice(0, Math.min(8, Math.max(1, Math.ceil(students / 360))));
  const classes =
    [...sections].length *
    Array.from({ length: 12 }, (_, grade) => defaultCurriculum(grade + 1).length).reduce(
      (a, b) => a + b,
      0,
    );
  return {
    code,
    name: `District School ${index + 1}`,
    seed: 90_000 + index,
    emailDomain: `${code.toLowerCase()}.district.test`,
    password: DISTRICT_PASSWORD,
    admins: 2,
    teachers: Math.max(6, Math.ceil(classes / 6)),
    parents: Math.ceil(students / 1.1),
    students: 0,
    year: { today, sections: [...sections], students },
  };
}

/** Monday-Friday dates: the `count` school days before `today` (today not included). */
export function schoolDaysBefore(today: string, count: number): { first: string; last: string } {
  let date = Date.parse(today);
  let first = today;
  let last = '';
  for (let found = 0; found < count;) {
    date -= 86_400_000;
    const day = new Date(date).getUTCDay();
    if (day === 0 || day === 6) continue;
    first = new Date(date).toISOString().slice(0, 10);
    last ||= first;
    found++;
  }
  return { first, last: last || today };
}

export async function generateDistrict(
  database: AppDatabase,
  options: DistrictOptions = {},
): Promise<DistrictReport> {
  if (database.kind !== 'postgres') {
    throw new Error(
      'The district data set needs a PostgreSQL server (PGlite is not for millions of rows): give --database-url postgres://…',
    );
  }
  const { db } = database;
  const schoolCount = options.schools ?? 200;
  const totalStudents = options.students ?? 100_000;
  const days = options.days ?? 180;
  const today = isoDate(options.today);
  const batch = options.batch ?? 5;
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(schoolCount) || schoolCount < 1 || schoolCount > 999) {
    throw new Error('--schools must be a whole number from 1 to 999');
  }
  if (!Number.isInteger(totalStudents) || totalStudents < schoolCount) {
    throw new Error('--students must be a whole number, at least one per school');
  }
  if (!Number.isInteger(days) || days < 1) {
    throw new Error('--days must be a whole number of school days, at least 1');
  }
  const existing = await db
    .selectFrom('tenants')
    .select('school_code')
    .where('school_code', '=', districtCode(0))
    .executeTakeFirst();
  if (existing) {
    throw new Error(
      'This database already holds a district (school D001): drop the database and run again.',
    );
  }

  const phases: DistrictReport['phases'] = [];
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    phases.push({ name, seconds });
    log(`${name}: ${seconds.toFixed(1)} s`);
    return result;
  };

  const perSchool = (index: number) =>
    Math.floor(totalStudents / schoolCount) + (index < totalStudents % schoolCount ? 1 : 0);
  const schools: Pick<School, 'id' | 'code'>[] = [];
  const parents: DistrictReport['parents'] = [];
  await timed('schools, people, classes, timetable, fees (seed builder)', async () => {
    for (let start = 0; start < schoolCount; start += batch) {
      const indexes = Array.from(
        { length: Math.min(batch, schoolCount - start) },
        (_, i) => start + i,
      );
      const made = await createSchools(
        db,
        indexes.map((index) => districtSchoolOptions(index, perSchool(index), today)),
      );
      for (const school of made) {
        schools.push({ id: school.id, code: school.code });
        const guardian = school.year?.guardianships[0];
        const parent = school.parents.find((person) => person.id === guardian?.parentUserId);
        if (parent && parents.length < 10) {
          parents.push({ tenantId: school.id, schoolCode: school.code, email: parent.email });
        }
      }
      log(`  ${schools.length}/${schoolCount} schools`);
    }
  });

  await addTeachingHistory(
    database,
    schools.map((school) => school.id),
    {
      days,
      today,
      assignmentEvery: options.assignmentEvery,
      timed,
    },
  );
  await timed('analyze', () => database.exec('analyze'));

  const rows = await countRows(db);
  const { rows: size } = await sql<{ bytes: number }>`
    select pg_database_size(current_database())::bigint as bytes`.execute(db);
  return { phases, rows, databaseBytes: Number(size[0]!.bytes), parents };
}

/**
 * Each school in a transaction of its own, with app.tenant_id set (row-level security binds the
 * owner). On a superuser connection the foreign-key triggers are skipped for the bulk rows
 * (session_replication_role, local to the transaction): every row is made by joining the rows it
 * refers to, and checking three keys per row more than doubles the time of 18 million rows.
 */
export async function eachSchool(
  db: Kysely<Database>,
  tenantIds: readonly string[],
  work: (tx: Kysely<Database>) => Promise<void>,
) {
  const { rows } = await sql<{ superuser: boolean }>`
    select current_setting('is_superuser') = 'on' as superuser`.execute(db);
  for (const tenantId of tenantIds) {
    await db.transaction().execute(async (tx) => {
      if (rows[0]?.superuser) await sql`set local session_replication_role = replica`.execute(tx);
      await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(tx);
      await work(tx);
    });
  }
}

const COUNTED = [
  'tenants',
  'users',
  'students',
  'guardianships',
  'classes',
  'enrolments',
  'timetable_entries',
  'fee_records',
  'payments',
  'attendance',
  'assignments',
  'submissions',
] as const;

/** Row counts of the district's tables, as the statistics just gathered estimate them. */
async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    // An exact count of 18 million rows takes long (and row-level security hides them all here).
    const { rows } = await sql<{ n: number }>`
      select reltuples::bigint as n from pg_class where oid = ${table}::regclass`.execute(db);
    counts[table] = Math.max(0, Number(rows[0]?.n ?? 0));
  }
  return counts;
}
