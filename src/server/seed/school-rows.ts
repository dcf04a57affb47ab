import { sql, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { insertTeaching } from './assignments-year.ts';
import { derivedInt } from './derive.ts';
import { insertAttendance } from './attendance-year.ts';
import { createdAt } from './history-year.ts';
import { insertColumns } from './insert-columns.ts';
import type {
  EnrolmentRow,
  FeeRecordRow,
  GuardianshipRow,
  PaymentRow,
} from './school-year-types.ts';
import type { School } from './school-types.ts';

// Writes a planned school (school-builder.ts): a few set-based statements per kind of rows, run
// with app.tenant_id set to the school.

/** Writes one kind of rows of one school. It runs with app.tenant_id set to that school. */
type SeedStep = (
  tx: Transaction<Database>,
  school: School,
  hashes: PasswordHashes,
) => Promise<void>;
export type PasswordHashes = ReadonlyMap<string, string>;

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

/** Writes every kind of rows of one school, in order. */
export async function insertSchoolRows(
  tx: Transaction<Database>,
  school: School,
  hashes: PasswordHashes,
) {
  for (const step of steps) await step(tx, school, hashes);
}

export function tenantRow(school: School) {
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
