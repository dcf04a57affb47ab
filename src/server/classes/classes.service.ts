import { AppError } from '@/shared/errors.ts';
import { CLASS_SUBJECTS, isSubjectAvailable } from '@/shared/rules/class-subjects.ts';
import type { z } from 'zod';
import {
  CLASS_PAGE_SIZE,
  type ClassPage,
  type listClassesQuerySchema,
  STUDENT_OPTIONS_PAGE,
  WEEKDAYS,
  type ClassInput,
  type ClassUpdate,
  type EnrolledStudent,
  type SchoolClass,
  type StudentOptions,
  type TeacherOption,
  type TimetableEntry,
  type TimetableInput,
} from '@/shared/schemas/classes.ts';
import { auditByCaller as audit } from '../platform/audit/audit.queries.ts';
import type { Me, RequestScope } from '../platform/db/request-scope.ts';
import type { Tx } from '../platform/db/tx.ts';
import {
  deleteClass,
  findActiveTeacher,
  findClass,
  insertClass,
  listClasses,
  pageClasses,
  teacherOptions,
  updateClass,
  type ClassColumns,
} from './classes.queries.ts';
import { listSubjects, storeSubjects } from './subjects.queries.ts';
import { enrolledStudents, replaceEnrolments, studentOptions } from './class-students.queries.ts';
import { replaceTimetable, timetableOf } from './class-timetable.queries.ts';
import { refusingClashes } from './timetable-clash.ts';
import { fieldError } from '../platform/http/field-error.ts';

const NO_CLASS = 'This class does not exist in your school.';
// ---- Teachers ----

export async function getTeacherOptions(scope: RequestScope): Promise<TeacherOption[]> {
  return scope.asCaller(async (tx) => {
    const rows = await teacherOptions(tx);
    return rows.map((row) => ({ id: row.id, name: row.name, subject: row.subject ?? null }));
  });
}

// ---- Classes ----

/** Every class (the older callers), or one page when a page, search or grade is asked for. */
export async function getClasses(
  scope: RequestScope,
  query: z.output<typeof listClassesQuerySchema> = { pageSize: CLASS_PAGE_SIZE },
): Promise<SchoolClass[] | ClassPage> {
  const { search, grade, page, pageSize } = query;
  if (page === undefined && !search && grade === undefined) {
    return scope.asCaller((tx) => listClasses(tx));
  }
  const pageNumber = page ?? 1;
  return scope.asCaller(async (tx) => {
    const found = await pageClasses(
      tx,
      { search, grade },
      { limit: pageSize, offset: (pageNumber - 1) * pageSize },
    );
    return { ...found, page: pageNumber, pageSize };
  });
}

/** The subject a class may use: one of the school's list (a default is stored on first use). */
async function subjectIdFor(tx: Tx, me: Me, name: string) {
  const stored = await listSubjects(tx);
  if (!isSubjectAvailable(name, stored)) {
    throw fieldError('subject', "Choose a subject from the school's subject list");
  }
  const own = stored.length > 0 ? stored : await storeSubjects(tx, me.tenantId, CLASS_SUBJECTS);
  const found = own.find((subject) => subject.name.toLowerCase() === name.trim().toLowerCase());
  if (!found) throw fieldError('subject', "Choose a subject from the school's subject list");
  return found.id;
}

async function checkTeacher(tx: Tx, teacherId: string) {
  const teacher = await findActiveTeacher(tx, teacherId);
  if (!teacher) throw fieldError('teacherId', 'Choose an active teacher of your school');
}

export async function createClass(scope: RequestScope, input: ClassInput): Promise<SchoolClass> {
  return scope.asCaller(async (tx, me) => {
    await checkTeacher(tx, input.teacherId);
    const subjectId = await subjectIdFor(tx, me, input.subject);
    const id = await insertClass(tx, me.tenantId, {
      name: input.className,
      subject_id: subjectId,
      teacher_id: input.teacherId,
      room: input.room,
      schedule: input.schedule,
    });
    await audit(tx, me, 'classes.created', id, { className: input.className });
    const created = await findClass(tx, id);
    if (!created) throw new AppError('INTERNAL', 'The class was not saved.');
    return created;
  });
}

/** `work` as the caller on the class `id` of the school: a 404 when there is none. */
function onClass<T>(
  scope: RequestScope,
  id: string,
  work: (tx: Tx, me: Me, found: SchoolClass) => Promise<T>,
): Promise<T> {
  return scope.asCaller(async (tx, me) => {
    const found = await findClass(tx, id);
    if (!found) throw new AppError('NOT_FOUND', NO_CLASS);
    return work(tx, me, found);
  });
}

export async function editClass(
  scope: RequestScope,
  id: string,
  input: ClassUpdate,
): Promise<SchoolClass> {
  return onClass(scope, id, async (tx, me) => {
    const changes: Partial<ClassColumns> = {};
    if (input.teacherId !== undefined) {
      await checkTeacher(tx, input.teacherId);
      changes.teacher_id = input.teacherId;
    }
    if (input.subject !== undefined) changes.subject_id = await subjectIdFor(tx, me, input.subject);
    if (input.className !== undefined) changes.name = input.className;
    if (input.room !== undefined) changes.room = input.room;
    if (input.schedule !== undefined) changes.schedule = input.schedule;
    if (Object.keys(changes).length > 0) {
      await refusingClashes(
        () => updateClass(tx, id, changes),
        (reason) => (reason === 'teacher' ? 'teacherId' : 'room'),
      );
    }
    await audit(tx, me, 'classes.updated', id, { fields: Object.keys(input) });
    const updated = await findClass(tx, id);
    if (!updated) throw new AppError('NOT_FOUND', NO_CLASS);
    return updated;
  });
}

export async function removeClass(scope: RequestScope, id: string): Promise<{ id: string }> {
  return onClass(scope, id, async (tx, me, existing) => {
    await deleteClass(tx, id);
    await audit(tx, me, 'classes.deleted', id, { className: existing.className });
    return { id };
  });
}

// ---- Enrolments ----

export async function getClassStudents(
  scope: RequestScope,
  id: string,
): Promise<EnrolledStudent[]> {
  return onClass(scope, id, (tx) => enrolledStudents(tx, id));
}

export async function setClassStudents(
  scope: RequestScope,
  id: string,
  studentIds: string[],
): Promise<EnrolledStudent[]> {
  return onClass(scope, id, async (tx, me) => {
    const result = await replaceEnrolments(tx, me.tenantId, id, studentIds);
    if (result.found !== studentIds.length) {
      // Rolls the whole statement back with the transaction.
      throw fieldError(
        'studentIds',
        `${studentIds.length - result.found} of the chosen students are not students of your school`,
      );
    }
    await audit(tx, me, 'enrolments.replaced', id, {
      count: studentIds.length,
      added: result.added,
      removed: result.removed,
    });
    return enrolledStudents(tx, id);
  });
}

export async function getStudentOptions(
  scope: RequestScope,
  query: { q?: string; grade?: number; page: number },
): Promise<StudentOptions> {
  return scope.asCaller(async (tx) => {
    const { items, total } = await studentOptions(tx, {
      q: query.q || undefined,
      grade: query.grade,
      limit: STUDENT_OPTIONS_PAGE,
      offset: (query.page - 1) * STUDENT_OPTIONS_PAGE,
    });
    return { items, total, page: query.page, pageSize: STUDENT_OPTIONS_PAGE };
  });
}

// ---- Timetable ----

const hhmm = (time: string) => time.slice(0, 5);

async function timetable(tx: Tx, id: string): Promise<TimetableEntry[]> {
  const rows = await timetableOf(tx, id);
  return rows.map((row) => ({
    id: row.id,
    day: WEEKDAYS[row.day_of_week - 1]!,
    startTime: hhmm(row.start_time),
    endTime: hhmm(row.end_time),
    subject: row.subject,
    teacher: row.teacher ?? '',
    room: row.room ?? row.class_room,
  }));
}

export async function getTimetable(scope: RequestScope, id: string): Promise<TimetableEntry[]> {
  return onClass(scope, id, (tx) => timetable(tx, id));
}

export async function setTimetable(
  scope: RequestScope,
  id: string,
  input: TimetableInput,
): Promise<TimetableEntry[]> {
  return onClass(scope, id, async (tx, me) => {
    const entries = input.entries.map((entry) => ({
      day_of_week: WEEKDAYS.indexOf(entry.day) + 1,
      start_time: entry.startTime,
      end_time: entry.endTime,
      room: entry.room ? entry.room : null,
    }));
    await refusingClashes(
      () => replaceTimetable(tx, me.tenantId, id, entries),
      () => 'entries',
    );
    await audit(tx, me, 'timetable.replaced', id, { count: entries.length });
    return timetable(tx, id);
  });
}
