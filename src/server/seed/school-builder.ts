import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../platform/db/schema.ts';
import { planTeaching } from './assignments-year.ts';
import {
  FIRST_NAMES,
  LAST_NAMES,
  SCHOOL_KINDS,
  SCHOOL_PLACES,
  derivedUuid,
  pick,
  freshName,
  randomSeed,
} from './derive.ts';
import { planAttendance } from './attendance-year.ts';
import { planSchoolYear } from './school-year.ts';
import type { Branding, Person, PersonSpec, Role, School, SchoolOptions } from './school-types.ts';
import { insertSchoolRows, tenantRow, type PasswordHashes } from './school-rows.ts';
export type {
  ClassSpec,
  FeeStructureSpec,
  SchoolYear,
  StudentRecordSpec,
  YearOptions,
} from './school-year-types.ts';
import { schoolToday } from '@/shared/rules/school-clock.ts';
export { CLASS_SUBJECTS } from './school-year.ts';
// What the builder takes and makes, so its callers import it from here.
export type {
  Branding,
  Holiday,
  Invitation,
  InvitationSpec,
  PeopleSpec,
  Person,
  PersonSpec,
  Role,
  School,
  SchoolOptions,
} from './school-types.ts';

/**
 * The one seed builder: tests, the demo schools, the E2E schools and the district data set all make
 * schools through it. `planSchool` decides every row (pure, deterministic for a seed); the steps
 * of school-rows.ts write them, a few set-based statements per school. A new kind of rows (classes,
 * attendance, ...) is an option in SchoolOptions (school-types.ts), its part of the plan, and one
 * more step.
 * The school data (subjects, student records, guardianships, classes,
 * enrolments, timetable, fees, payments) is the `year` option, planned in school-year.ts.
 */

export const ROLES = ['admin', 'teacher', 'parent', 'student'] as const satisfies Role[];

/** The password of builder-made people unless the options give another. */
export const SCHOOL_PASSWORD = 'school-password';

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
      await insertSchoolRows(tx, school, hashes);
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
