import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import { createSchools, type School, type SchoolOptions } from './school-builder.ts';
import { defaultCurriculum } from './school-year-classes.ts';
import { isoDate } from './school-calendar.ts';

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

export interface TeachingOptions {
  days: number;
  today: string;
  assignmentEvery?: number;
  timed?: <T>(phase: string, work: () => Promise<T>) => Promise<T>;
}

/**
 * The teaching history of existing schools (the district's, or the demo schools' for the
 * benchmark's reference set): attendance on the `days` school days before today, assignments of
 * every class from then to two weeks after today, a submission per assignment and enrolled
 * student. Rows already there are kept (on conflict do nothing).
 */
export async function addTeachingHistory(
  database: AppDatabase,
  tenantIds: readonly string[],
  options: TeachingOptions,
) {
  const { db } = database;
  const timed = options.timed ?? ((_phase, work) => work());
  const span = schoolDaysBefore(options.today, options.days);
  await timed(`attendance (${options.days} school days, ${span.first} to ${span.last})`, () =>
    eachSchool(db, tenantIds, (tx) => insertAttendance(tx, span.first, span.last)),
  );
  await timed('assignments and submissions', () =>
    eachSchool(db, tenantIds, async (tx) => {
      await insertAssignments(tx, span.first, options.today, options.assignmentEvery ?? 10);
      await insertSubmissions(tx, options.today);
    }),
  );
}

/**
 * Each school in a transaction of its own, with app.tenant_id set (row-level security binds the
 * owner). On a superuser connection the foreign-key triggers are skipped for the bulk rows
 * (session_replication_role, local to the transaction): every row is made by joining the rows it
 * refers to, and checking three keys per row more than doubles the time of 18 million rows.
 */
async function eachSchool(
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

/**
 * One row per student and school day, taken in the student's first class (by name) by its
 * teacher: about 91 % present, 5 % absent, 4 % late, spread by a hash of student and day.
 */
async function insertAttendance(tx: Kysely<Database>, first: string, last: string) {
  await sql`
    with days as (
      select d::date as date from generate_series(${first}::date, ${last}::date, interval '1 day') d
       where extract(isodow from d) < 6),
    homeroom as (
      select distinct on (e.student_id) e.student_id, e.class_id, c.teacher_id
        from enrolments e join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
       where e.tenant_id = app_tenant_id()
       order by e.student_id, c.name, c.id),
    marks as (
      select s.tenant_id, s.id as student_id, d.date, h.class_id, h.teacher_id,
             abs(hashtextextended(s.id::text || d.date::text, 0)) % 100 as r
        from students s
        join homeroom h on h.student_id = s.id
        cross join days d
       where s.tenant_id = app_tenant_id())
    insert into attendance (tenant_id, student_id, date, status, minutes_late, class_id, marked_by, marked_at)
    select tenant_id, student_id, date,
           case when r < 5 then 'absent' when r < 9 then 'late' else 'present' end,
           case when r between 5 and 8 then 5 * (r - 4) end,
           class_id, teacher_id, date + time '08:20'
      from marks
    on conflict do nothing`.execute(tx);
}

/** One published assignment per class every `every` days from `first` to two weeks after today. */
async function insertAssignments(
  tx: Kysely<Database>,
  first: string,
  today: string,
  every: number,
) {
  await sql`
    insert into assignments (tenant_id, id, class_id, subject_id, title, description, due_date,
                             status, published_at, created_by, created_at, updated_at)
    select c.tenant_id, md5(c.id::text || '/assignment/' || n)::uuid, c.id, c.subject_id,
           sb.name || ' homework ' || (n + 1), 'Exercises for week ' || (n + 1),
           ${first}::date + n * ${every}::int + 4,
           'published', ${first}::date + n * ${every}::int - 3, c.teacher_id,
           ${first}::date + n * ${every}::int - 3, ${first}::date + n * ${every}::int - 3
      from classes c
      join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id
      cross join generate_series(0, (${today}::date + 14 - ${first}::date - 4) / ${every}::int) n
     where c.tenant_id = app_tenant_id()
    on conflict do nothing`.execute(tx);
}

/**
 * A submission per assignment and enrolled student: work due before today mostly graded (a few
 * still pending, some handed in), work due later mostly pending.
 */
async function insertSubmissions(tx: Kysely<Database>, today: string) {
  await sql`
    with work as (
      select a.tenant_id, a.id as assignment_id, e.student_id, a.due_date, a.created_by,
             abs(hashtextextended(a.id::text || e.student_id::text, 0)) % 100 as r,
             a.due_date < ${today}::date as past
        from assignments a
        join enrolments e on e.tenant_id = a.tenant_id and e.class_id = a.class_id
       where a.tenant_id = app_tenant_id()),
    decided as (
      select *, case when past and r < 6 then 'pending' when past and r < 20 then 'submitted'
                     when past then 'graded' when r < 75 then 'pending' else 'submitted' end as status
        from work)
    insert into submissions (tenant_id, assignment_id, student_id, status, submitted_at, grade,
                             graded_by, graded_at, updated_at)
    select tenant_id, assignment_id, student_id, status,
           case when status <> 'pending' then due_date - 1 + time '19:00' end,
           case when status = 'graded'
                then (array['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'D'])[1 + r % 9] end,
           case when status = 'graded' then created_by end,
           case when status = 'graded' then due_date + 3 + time '16:00' end,
           now()
      from decided
    on conflict do nothing`.execute(tx);
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
