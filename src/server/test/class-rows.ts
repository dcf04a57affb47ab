import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { tenantLinks, tenantRows } from './insert-rows.ts';

export interface ClassRow {
  name: string;
  subjectId: string;
  teacherId: string;
  room?: string;
  schedule?: string;
  /** A fixed id, where the test names it before the row exists. */
  id?: string;
}

/**
 * Subjects of one school, by name (or by name and a fixed id, where the test names it before the
 * row exists), written straight into the table as a test's fixture; ids in order.
 */
export const addSubjects = tenantRows(
  'subjects',
  (subject: string | { id: string; name: string }) =>
    typeof subject === 'string' ? { name: subject } : subject,
);

/**
 * Classes of one school (room 101 on Mondays at 9:00 unless said otherwise), written straight into
 * the table as a test's fixture; their ids in the order given.
 */
export const addClasses = tenantRows('classes', (klass: ClassRow) => ({
  name: klass.name,
  subject_id: klass.subjectId,
  teacher_id: klass.teacherId,
  room: klass.room ?? '101',
  schedule: klass.schedule ?? 'Mon 9:00',
}));

/** Enrols each student in the class paired with it. */
export const enrol = tenantLinks(
  'enrolments',
  ({ classId, studentId }: { classId: string; studentId: string }) => ({
    class_id: classId,
    student_id: studentId,
  }),
);

/**
 * Classes (see addClasses) of one teacher, each with its students enrolled, class by class in the
 * order given; the classes' ids in order.
 */
export async function addTaughtClasses(
  db: Kysely<Database>,
  tenantId: string,
  teacherId: string,
  classes: readonly (Omit<ClassRow, 'teacherId'> & { studentIds: readonly string[] })[],
): Promise<string[]> {
  const classIds = await addClasses(
    db,
    tenantId,
    classes.map(({ studentIds: _, ...klass }) => ({ ...klass, teacherId })),
  );
  await enrol(
    db,
    tenantId,
    classes.flatMap(({ studentIds }, index) =>
      studentIds.map((studentId) => ({ classId: classIds[index]!, studentId })),
    ),
  );
  return classIds;
}
