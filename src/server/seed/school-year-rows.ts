import { type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { insertColumns, insertInChunks } from './insert-columns.ts';
import type {
  EnrolmentRow,
  FeeRecordRow,
  GuardianshipRow,
  PaymentRow,
} from './school-year-types.ts';
import type { School } from './school-types.ts';
import { createdOf, createdOfBoth } from './row-dates.ts';

// The school's year: one statement per table (nothing when the school has no year).

export async function insertSubjects(tx: Transaction<Database>, school: School) {
  await insertInChunks(
    tx,
    'subjects',
    (school.year?.subjects ?? []).map(({ id, name }) => ({
      tenant_id: school.id,
      id,
      name,
      created_at: createdOf(school, id),
    })),
  );
}

export async function insertStudents(tx: Transaction<Database>, school: School) {
  await insertInChunks(
    tx,
    'students',
    (school.year?.students ?? []).map((student) => ({
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
  );
}

export async function insertGuardianships(tx: Transaction<Database>, school: School) {
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

export async function insertClasses(tx: Transaction<Database>, school: School) {
  await insertInChunks(
    tx,
    'classes',
    (school.year?.classes ?? []).map((klass) => ({
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
  );
}

export async function insertEnrolments(tx: Transaction<Database>, school: School) {
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

export async function insertTimetable(tx: Transaction<Database>, school: School) {
  await insertInChunks(
    tx,
    'timetable_entries',
    (school.year?.timetable ?? []).map((row) => ({
      tenant_id: school.id,
      id: row.id,
      class_id: row.classId,
      day_of_week: row.dayOfWeek,
      start_time: row.startTime,
      end_time: row.endTime,
      room: row.room,
    })),
  );
}

export async function insertHolidays(tx: Transaction<Database>, school: School) {
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

export async function insertFeeStructures(tx: Transaction<Database>, school: School) {
  await insertInChunks(
    tx,
    'fee_structures',
    (school.year?.feeStructures ?? []).map((row) => ({
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
  );
}

export async function insertFeeRecords(tx: Transaction<Database>, school: School) {
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

export async function insertPayments(tx: Transaction<Database>, school: School) {
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
