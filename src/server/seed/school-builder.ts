import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database, RoleColumn } from '../platform/db/schema.ts';
import {
  insertTeaching,
  planTeaching,
  type TeachingOptions,
  type TeachingPlan,
} from './assignments-year.ts';
import {
  FIRST_NAMES,
  LAST_NAMES,
  SCHOOL_KINDS,
  SCHOOL_PLACES,
  derivedInt,
  derivedUuid,
  pick,
  freshName,
  randomSeed,
} from './derive.ts';
import { insertAttendance, planAttendance, type AttendancePlan } from './attendance-year.ts';
import { createdAt } from './history-year.ts';
import { insertColumns } from './insert-columns.ts';
import { planSchoolYear } from './school-year.ts';
import {
  type EnrolmentRow,
  type FeeRecordRow,
  type GuardianshipRow,
  type PaymentRow,
  type SchoolYear,
  type YearOptions,
} from './school-year-types.ts';

export type {
  ClassSpec,
  FeeStructureSpec,
  SchoolYear,
  StudentRecordSpec,
  YearOptions,
} from './school-year-types.ts';
import { schoolToday } from '@/shared/rules/school-clock.ts';
export { CLASS_SUBJECTS } from './school-year.ts';

/**
 * The one seed builder: tests, the demo schools, the E2E schools and the district data set all make
 * schools through it. `planSchool` decides every row (pure, deterministic for a seed); the steps
 * below write them, a few set-based statements per school. A new kind of rows (classes,
 * attendance, ...) is an option in SchoolOptions, its part of the plan, and one more step.
 * The school data of migration 0005 (subjects, student records, guardianships, classes,
 * enrolments, timetable, fees, payments) is the `year` option, planned in school-year.ts.
 */

export type Role = RoleColumn;
export const ROLES = ['admin', 'teacher', 'parent', 'student'] as const satisfies Role[];

/** The password of builder-made people unless the options give another. */
export const SCHOOL_PASSWORD = 'school-password';

export interface PersonSpec {
  id?: string;
  email?: string;
  fullName?: string;
}

/** How many people of a role to make, or each one spelled out (what is left out is derived). */
export type PeopleSpec = number | readonly PersonSpec[];

export interface InvitationSpec {
  email: string;
  role: Role;
  fullName?: string | null;
  /** Default 14 days, as the table's default. */
  expiresInDays?: number;
}

export interface Branding {
  themeMode: 'light' | 'dark';
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
}

export interface SchoolOptions {
  id?: string;
  /** Upper case; default derived from the seed (unique per seed). */
  code?: string;
  name?: string;
  /** Same seed (and code) → same ids, names and emails. Default: a random one, kept on the handle. */
  seed?: number;
  admins?: PeopleSpec;
  teachers?: PeopleSpec;
  parents?: PeopleSpec;
  students?: PeopleSpec;
  invitations?: readonly InvitationSpec[];
  branding?: Partial<Branding>;
  /** Everyone's password (one hash per password, computed once per process). */
  password?: string;
  /** Default `<code in lower case>.test`. */
  emailDomain?: string;
  /**
   * The school's year of data (migration 0005), dates relative to `year.today` (default the
   * current date); none when left out. `{}` gives every default: see YearOptions.
   */
  year?: YearOptions;
  /** Homework and parent meetings of the year (needs `year`): see assignments-year.ts. */
  teaching?: TeachingOptions;
  /** The school's holidays, as its admin would enter them in Settings (school_calendar). */
  holidays?: readonly Holiday[];
  /** The school's IANA time zone (Settings); none: the school clock's fallback, UTC. */
  timeZone?: string;
}

export interface Holiday {
  name: string;
  startsOn: string;
  endsOn: string;
}

export interface Person {
  id: string;
  tenantId: string;
  role: Role;
  email: string;
  fullName: string;
  password: string;
}

export interface Invitation {
  email: string;
  role: Role;
  fullName: string | null;
  expiresInDays: number;
}

/** What a test gets back: enough to sign anyone in and to name what it expects to see. */
export interface School {
  id: string;
  code: string;
  name: string;
  seed: number;
  password: string;
  branding: Branding;
  admins: Person[];
  teachers: Person[];
  parents: Person[];
  students: Person[];
  /** Everyone above, admins first. */
  people: Person[];
  invitations: Invitation[];
  /** The school data written for the `year` option, or null. */
  year: SchoolYear | null;
  /** Attendance written for `year.attendance` (attendance-year.ts), or null. */
  attendance: AttendancePlan | null;
  /** Assignments, submissions and meetings written for the `teaching` option, or null. */
  teaching: TeachingPlan | null;
  holidays: readonly Holiday[];
  timeZone: string | null;
}

const DEFAULT_BRANDING: Branding = {
  themeMode: 'light',
  primaryColor: '#ec4899',
  secondaryColor: '#3b82f6',
  logoUrl: null,
};

const PEOPLE_OPTION = {
  admin: 'admins',
  teacher: 'teachers',
  parent: 'parents',
  student: 'students',
} as const satisfies Record<Role, keyof SchoolOptions>;

/** Every row of one school, decided without touching the database. */
export function planSchool(options: SchoolOptions = {}): School {
  const seed = options.seed ?? randomSeed();
  const code = options.code ?? `S${seed.toString(36).toUpperCase()}`;
  const scope = `${seed}/${code}`;
  const id = options.id ?? derivedUuid(`${scope}/tenant`);
  const password = options.password ?? SCHOOL_PASSWORD;
  const domain = options.emailDomain ?? `${code.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}.test`;
  const specsOf = (role: Role): readonly PersonSpec[] => {
    const spec = options[PEOPLE_OPTION[role]] ?? 1;
    return typeof spec === 'number' ? countOf(spec, role) : spec;
  };
  // Derived names do not repeat a name already in the school (within a few tries).
  const names = new Set(
    ROLES.flatMap((role) => specsOf(role).flatMap((person) => person.fullName ?? [])),
  );
  const byRole = Object.fromEntries(
    ROLES.map((role) => {
      const people = specsOf(role).map((person, index): Person => {
        const fullName =
          person.fullName ??
          freshName(
            (attempt) =>
              `${pick(FIRST_NAMES, `${scope}/${role}/${index}/first${attempt}`)} ${pick(LAST_NAMES, `${scope}/${role}/${index}/last${attempt}`)}`,
            names,
          );
        names.add(fullName);
        return {
          id: person.id ?? derivedUuid(`${scope}/${role}/${index}`),
          tenantId: id,
          role,
          email: (person.email ?? `${role}${index ? index + 1 : ''}@${domain}`).toLowerCase(),
          fullName,
          password,
        };
      });
      return [role, people];
    }),
  ) as Record<Role, Person[]>;
  const school: School = {
    id,
    code,
    name:
      options.name ??
      `${pick(SCHOOL_PLACES, `${scope}/place`)} ${pick(SCHOOL_KINDS, `${scope}/kind`)}`,
    seed,
    password,
    branding: { ...DEFAULT_BRANDING, ...options.branding },
    admins: byRole.admin,
    teachers: byRole.teacher,
    parents: byRole.parent,
    students: byRole.student,
    people: ROLES.flatMap((role) => byRole[role]),
    invitations: (options.invitations ?? []).map((invitation) => ({
      email: invitation.email.toLowerCase(),
      role: invitation.role,
      fullName: invitation.fullName ?? null,
      expiresInDays: invitation.expiresInDays ?? 14,
    })),
    year: null,
    attendance: null,
    teaching: null,
    holidays: options.holidays ?? [],
    timeZone: options.timeZone ?? null,
  };
  checkEmails(school);
  if (options.year) {
    // The year is the school's: relative to its own today unless told otherwise.
    const today = options.year.today ?? schoolToday(school.timeZone);
    school.year = planSchoolYear({ ...school, scope }, { ...options.year, today });
  }
  if (school.year && options.year?.attendance) {
    school.attendance = planAttendance(scope, school.year, options.year.attendance);
  }
  if (options.teaching && school.year) {
    school.teaching = planTeaching(scope, school.year, school.teachers, options.teaching);
  }
  return school;
}

function countOf(count: number, role: Role): PersonSpec[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`The number of ${role}s must be a whole number, not ${count}`);
  }
  return Array.from({ length: count }, () => ({}));
}

function checkEmails(school: School) {
  const seen = new Set<string>();
  for (const { email } of school.people) {
    if (seen.has(email)) throw new Error(`${school.code}: two people share the email ${email}`);
    seen.add(email);
  }
}

/** Writes one kind of rows of one school. It runs with app.tenant_id set to that school. */
type SeedStep = (
  tx: Transaction<Database>,
  school: School,
  hashes: PasswordHashes,
) => Promise<void>;
type PasswordHashes = ReadonlyMap<string, string>;

const steps: SeedStep[] = [
  insertUsers,
  insertProfiles,
  insertInvitations,
  insertSubjects,
  insertStudents,
  insertGuardianships,
  insertClasses,
  insertEnrolments,
  insertTimetable,
  insertHolidays,
  insertFeeStructures,
  insertFeeRecords,
  insertPayments,
  (tx, school) => insertAttendance(tx, school.id, school.attendance),
  (tx, school) => insertTeaching(tx, school.id, school.teaching),
];

/** Creates one school and its people; see createSchools. */
export async function createSchool(
  db: Kysely<Database>,
  options: SchoolOptions = {},
): Promise<School> {
  const [school] = await createSchools(db, [options]);
  return school!;
}

/**
 * Creates schools in one transaction: the tenants in one statement, then each school's rows with
 * app.tenant_id set to it, so this works unchanged once row-level security is forced on the
 * table owner. Runs on the owner connection: set-up tooling, not a request path.
 */
export async function createSchools(
  db: Kysely<Database>,
  options: readonly SchoolOptions[],
): Promise<School[]> {
  const schools = options.map((option) => planSchool(option));
  if (!schools.length) return schools;
  // Hashing is slow on purpose: once per distinct password, and before the transaction opens.
  const hashes = await passwordHashes(schools.map((school) => school.password));
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('tenants').values(schools.map(tenantRow)).execute();
    for (const school of schools) {
      await sql`select set_config('app.tenant_id', ${school.id}, true)`.execute(tx);
      for (const step of steps) await step(tx, school, hashes);
    }
    await sql`select set_config('app.tenant_id', '', true)`.execute(tx);
  });
  return schools;
}

const knownHashes = new Map<string, Promise<string>>();

async function passwordHashes(passwords: string[]): Promise<PasswordHashes> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(
    distinct.map((password) => {
      let hash = knownHashes.get(password);
      if (!hash) knownHashes.set(password, (hash = hashPassword(password)));
      return hash;
    }),
  );
  return new Map(distinct.map((password, index) => [password, hashes[index]!]));
}

function tenantRow(school: School) {
  return {
    id: school.id,
    school_code: school.code,
    school_name: school.name,
    logo_url: school.branding.logoUrl,
    theme_mode: school.branding.themeMode,
    primary_color: school.branding.primaryColor,
    secondary_color: school.branding.secondaryColor,
    time_zone: school.timeZone,
  };
}

/**
 * When a row of the school's year came to be (history-year.ts), as its created_at; undefined (the
 * column's default, now()) for a school without a year.
 */
function createdOf(school: School, id: string, on?: string): string | undefined {
  const year = school.year;
  if (!year) return undefined;
  const date = on ?? year.history.createdOn[id] ?? year.history.setup;
  return createdAt(date, year.today, derivedInt(id));
}

/** The later of two rows' creation (a link exists once both ends do). */
function createdOfBoth(school: School, a: string, b: string): string | undefined {
  const first = createdOf(school, a);
  const second = createdOf(school, b);
  return first && second && second > first ? second : first;
}

async function insertUsers(tx: Transaction<Database>, school: School, hashes: PasswordHashes) {
  await inChunks(school.people, 7, (people) =>
    tx
      .insertInto('users')
      .values(
        people.map((person) => ({
          tenant_id: school.id,
          id: person.id,
          email: person.email,
          password_hash: hashes.get(person.password)!,
          email_confirmed_at: createdOf(school, person.id) ?? sql<Date>`now()`,
          created_at: createdOf(school, person.id),
          confirmation_token_hash: null,
        })),
      )
      .execute(),
  );
}

async function insertProfiles(tx: Transaction<Database>, school: School) {
  await inChunks(school.people, 7, (people) =>
    tx
      .insertInto('profiles')
      .values(
        people.map((person) => ({
          tenant_id: school.id,
          user_id: person.id,
          role: person.role,
          full_name: person.fullName,
          email: person.email,
          theme_preference: null,
          created_at: createdOf(school, person.id),
        })),
      )
      .execute(),
  );
}

async function insertInvitations(tx: Transaction<Database>, school: School) {
  const invitedBy = school.admins[0]?.id ?? null;
  await inChunks(school.invitations, 6, (invitations) =>
    tx
      .insertInto('invitations')
      .values(
        invitations.map((invitation) => ({
          tenant_id: school.id,
          email: invitation.email,
          role: invitation.role,
          full_name: invitation.fullName,
          invited_by: invitedBy,
          expires_at: sql<Date>`now() + make_interval(days => ${invitation.expiresInDays})`,
        })),
      )
      .execute(),
  );
}

// The school's year: one statement per table (nothing when the school has no year).

async function insertSubjects(tx: Transaction<Database>, school: School) {
  await inChunks(school.year?.subjects ?? [], 4, (subjects) =>
    tx
      .insertInto('subjects')
      .values(
        subjects.map(({ id, name }) => ({
          tenant_id: school.id,
          id,
          name,
          created_at: createdOf(school, id),
        })),
      )
      .execute(),
  );
}

async function insertStudents(tx: Transaction<Database>, school: School) {
  await inChunks(school.year?.students ?? [], 9, (students) =>
    tx
      .insertInto('students')
      .values(
        students.map((student) => ({
          tenant_id: school.id,
          id: student.id,
          user_id: student.userId,
          full_name: student.fullName,
          email: student.email,
          roll_number: student.rollNumber,
          grade_level: student.grade,
          section: student.section,
          created_at: createdOf(school, student.id),
        })),
      )
      .execute(),
  );
}

async function insertGuardianships(tx: Transaction<Database>, school: School) {
  await insertColumns<GuardianshipRow>(
    tx,
    'guardianships',
    school.id,
    [
      ['student_id', 'uuid', (row) => row.studentId],
      ['parent_user_id', 'uuid', (row) => row.parentUserId],
      ['slot', 'smallint', (row) => row.slot],
      ['relationship', 'text', (row) => row.relationship],
      [
        'created_at',
        'timestamptz',
        (row) => createdOfBoth(school, row.studentId, row.parentUserId),
      ],
    ],
    school.year?.guardianships ?? [],
  );
}

async function insertClasses(tx: Transaction<Database>, school: School) {
  await inChunks(school.year?.classes ?? [], 9, (classes) =>
    tx
      .insertInto('classes')
      .values(
        classes.map((klass) => ({
          tenant_id: school.id,
          id: klass.id,
          name: klass.name,
          subject_id: klass.subjectId,
          teacher_id: klass.teacherId,
          room: klass.room,
          schedule: klass.schedule,
          grade_level: klass.grade,
          created_at: createdOf(school, klass.id),
        })),
      )
      .execute(),
  );
}

async function insertEnrolments(tx: Transaction<Database>, school: School) {
  await insertColumns<EnrolmentRow>(
    tx,
    'enrolments',
    school.id,
    [
      ['class_id', 'uuid', (row) => row.classId],
      ['student_id', 'uuid', (row) => row.studentId],
      ['created_at', 'timestamptz', (row) => createdOfBoth(school, row.classId, row.studentId)],
    ],
    school.year?.enrolments ?? [],
  );
}

async function insertTimetable(tx: Transaction<Database>, school: School) {
  await inChunks(school.year?.timetable ?? [], 7, (rows) =>
    tx
      .insertInto('timetable_entries')
      .values(
        rows.map((row) => ({
          tenant_id: school.id,
          id: row.id,
          class_id: row.classId,
          day_of_week: row.dayOfWeek,
          start_time: row.startTime,
          end_time: row.endTime,
          room: row.room,
        })),
      )
      .execute(),
  );
}

async function insertHolidays(tx: Transaction<Database>, school: School) {
  if (!school.holidays.length) return;
  await tx
    .insertInto('school_calendar')
    .values(
      school.holidays.map((holiday) => ({
        tenant_id: school.id,
        kind: 'holiday' as const,
        name: holiday.name,
        starts_on: holiday.startsOn,
        ends_on: holiday.endsOn,
      })),
    )
    .execute();
}

async function insertFeeStructures(tx: Transaction<Database>, school: School) {
  await inChunks(school.year?.feeStructures ?? [], 9, (rows) =>
    tx
      .insertInto('fee_structures')
      .values(
        rows.map((row) => ({
          tenant_id: school.id,
          id: row.id,
          fee_type: row.feeType,
          amount_cents: row.amountCents,
          frequency: row.frequency,
          due_day: row.dueDay,
          grades: row.grades,
          status: row.status,
          created_at: createdOf(school, row.id),
        })),
      )
      .execute(),
  );
}

async function insertFeeRecords(tx: Transaction<Database>, school: School) {
  await insertColumns<FeeRecordRow>(
    tx,
    'fee_records',
    school.id,
    [
      ['id', 'uuid', (row) => row.id],
      ['student_id', 'uuid', (row) => row.studentId],
      ['fee_structure_id', 'uuid', (row) => row.feeStructureId],
      ['fee_type', 'text', (row) => row.feeType],
      ['amount_cents', 'int', (row) => row.amountCents],
      ['due_date', 'date', (row) => row.dueDate],
      ['paid_on', 'date', (row) => row.paidOn],
      ['created_at', 'timestamptz', (row) => createdOf(school, row.id, row.issuedOn)],
      ['updated_at', 'timestamptz', (row) => createdOf(school, row.id, row.paidOn ?? row.issuedOn)],
    ],
    school.year?.feeRecords ?? [],
  );
}

async function insertPayments(tx: Transaction<Database>, school: School) {
  await insertColumns<PaymentRow>(
    tx,
    'payments',
    school.id,
    [
      ['id', 'uuid', (row) => row.id],
      ['fee_record_id', 'uuid', (row) => row.feeRecordId],
      ['amount_cents', 'int', (row) => row.amountCents],
      ['paid_on', 'date', (row) => row.paidOn],
      ['method', 'text', (row) => row.method],
      ['reference', 'text', (row) => row.reference],
      ['recorded_by', 'uuid', (row) => row.recordedBy],
      ['created_at', 'timestamptz', (row) => createdOf(school, row.id, row.paidOn)],
    ],
    school.year?.payments ?? [],
  );
}

// PostgreSQL takes at most 65,535 parameters per statement.
const MAX_PARAMETERS = 60_000;

/** One multi-row insert per chunk small enough for the parameter limit; nothing when empty. */
async function inChunks<T>(
  rows: readonly T[],
  parametersPerRow: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  const size = Math.floor(MAX_PARAMETERS / parametersPerRow);
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}
