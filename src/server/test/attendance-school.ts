import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import { addDays } from '@/shared/rules/dates.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ClassAttendance } from '@/shared/schemas/attendance.ts';
import type { AbsenceNote } from '@/shared/schemas/absence-notes.ts';
import type { Database } from '../platform/db/schema.ts';
import type { School } from '../seed/school-builder.ts';
import type { TestApp } from './test-app.ts';

/**
 * Tests only: a Mathematics class of `school` taught by its teacher number `teacher`, with
 * `students` new student records named '<name> Student 01' …, roll numbers '<name>-01' …; the
 * school's parents become guardians of the first students, one each, in order.
 */
export async function constructClass(
  db: Kysely<Database>,
  school: School,
  options: { teacher: number; students: number; name: string },
) {
  await db
    .insertInto('subjects')
    .values({ tenant_id: school.id, name: 'Mathematics' })
    .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
    .execute();
  const subject = await db
    .selectFrom('subjects')
    .select('id')
    .where('tenant_id', '=', school.id)
    .where('name', '=', 'Mathematics')
    .executeTakeFirstOrThrow();
  const { id: classId } = await db
    .insertInto('classes')
    .values({
      tenant_id: school.id,
      name: options.name,
      subject_id: subject.id,
      teacher_id: school.teachers[options.teacher]!.id,
      room: 'R1',
      schedule: 'Mon-Fri 9:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pad = (index: number) => String(index + 1).padStart(2, '0');
  const students = await db
    .insertInto('students')
    .values(
      Array.from({ length: options.students }, (_, index) => ({
        tenant_id: school.id,
        full_name: `${options.name} Student ${pad(index)}`,
        roll_number: `${options.name}-${pad(index)}`,
        grade_level: 5,
      })),
    )
    .returning('id')
    .execute();
  // Returned in insert order, which is name order.
  const studentIds = students.map((row) => row.id);
  await db
    .insertInto('enrolments')
    .values(studentIds.map((id) => ({ tenant_id: school.id, class_id: classId, student_id: id })))
    .execute();
  const guardians = school.parents.slice(0, studentIds.length);
  if (guardians.length) {
    await db
      .insertInto('guardianships')
      .values(
        guardians.map((parent, index) => ({
          tenant_id: school.id,
          student_id: studentIds[index]!,
          parent_user_id: parent.id,
          slot: 1,
          relationship: 'Mother',
        })),
      )
      .execute();
  }
  return { classId, studentIds };
}

/** A class made by constructClass: its id and its students' ids. */
export type ConstructedClass = Awaited<ReturnType<typeof constructClass>>;

/** Tests only: the school's date today, as the class's attendance register tells the session. */
export async function registerToday(t: TestApp, session: Session, classId: string) {
  const register = await t.okJson<ClassAttendance>(
    session,
    `/api/teacher/classes/${classId}/attendance`,
  );
  return register.today;
}

/** 0 Sunday … 6 Saturday. */
const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWeekday = (date: string) => ![0, 6].includes(dayOfWeek(date));

/** Tests only: the `n`th weekday (Monday to Friday) before `date`: a school day by default. */
export function weekdayBefore(date: string, n: number): string {
  let day = date;
  for (let found = 0; found < n;) {
    day = addDays(day, -1);
    if (isWeekday(day)) found++;
  }
  return day;
}

/** Tests only: the first weekday (Monday to Friday) after `date`. */
export function weekdayAfter(date: string): string {
  let day = addDays(date, 1);
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

/** Tests only: `date` made a school day of the school (an extra school day), whatever its weekday. */
export async function openSchoolDay(db: Kysely<Database>, schoolId: string, date: string) {
  await db
    .insertInto('school_calendar')
    .values({
      tenant_id: schoolId,
      kind: 'school_day',
      name: 'Open day',
      starts_on: date,
      ends_on: date,
    })
    .execute();
}

/** Tests only: a lesson of the class on `date`'s weekday (Monday to Friday), 9:00 to 10:00. */
export async function addLesson(
  db: Kysely<Database>,
  schoolId: string,
  classId: string,
  date: string,
) {
  if (!isWeekday(date)) throw new Error(`${date} is not Monday to Friday`);
  await db
    .insertInto('timetable_entries')
    .values({
      tenant_id: schoolId,
      class_id: classId,
      day_of_week: dayOfWeek(date),
      start_time: '09:00',
      end_time: '10:00',
    })
    .execute();
}

/**
 * Tests only: the school's parent number `parent` (0 for the first) reports through the API that
 * the student is away ill on `date`; the answer must be 201. The note the portal keeps.
 */
export async function reportAbsence(
  t: TestApp,
  school: School,
  { parent, studentId, date }: { parent: number; studentId: string; date: string },
) {
  const response = await t.call(await t.signInAs(school.parents[parent]!), {
    method: 'POST',
    url: '/api/parent/absence-notes',
    payload: { studentId, from: date, reason: 'illness', note: 'Fever' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AbsenceNote>();
}

/** Tests only: who was told the student was absent on `date` (their notifications, in-portal). */
export const absenceNoticesAbout = (
  db: Kysely<Database>,
  schoolId: string,
  studentId: string,
  date: string,
) =>
  db
    .selectFrom('notifications')
    .select('user_id')
    .where('tenant_id', '=', schoolId)
    .where('entity_ref', '=', `attendance:${studentId}:${date}`)
    .execute();
