import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { School } from '../seed/school-builder.ts';
import { tenantRows } from './insert-rows.ts';

export interface ChildRow {
  name: string;
  rollNumber: string;
  gradeLevel: number;
  /** 'A' unless said otherwise. */
  section?: string;
  /** The guardian (a parent's user id). */
  parentId: string;
}

const addStudents = tenantRows('students', (child: ChildRow) => ({
  full_name: child.name,
  roll_number: child.rollNumber,
  grade_level: child.gradeLevel,
  section: child.section ?? 'A',
}));

/** A student record with a fixed id (the test names it before the row exists). */
export interface StudentRecord {
  id: string;
  name: string;
  rollNumber: string;
  gradeLevel: number;
  /** The student's own account, where they have one. */
  userId?: string;
}

/** Student records with fixed ids, written straight into the table as a test's fixture. */
export const addStudentRecords = tenantRows('students', (student: StudentRecord) => ({
  id: student.id,
  full_name: student.name,
  roll_number: student.rollNumber,
  grade_level: student.gradeLevel,
  ...(student.userId ? { user_id: student.userId } : {}),
}));

/** Makes each parent (a user id) a guardian (slot 1) of the student paired with them. */
export async function addGuardianships(
  db: Kysely<Database>,
  tenantId: string,
  links: readonly { studentId: string; parentId: string }[],
): Promise<void> {
  await db
    .insertInto('guardianships')
    .values(
      links.map(({ studentId, parentId }) => ({
        tenant_id: tenantId,
        student_id: studentId,
        parent_user_id: parentId,
        slot: 1,
      })),
    )
    .execute();
}

/**
 * Students (of section A unless said otherwise) with one guardian each, written straight into the tables as a test's
 * fixture; their ids in the order given.
 */
export async function addChildren(
  db: Kysely<Database>,
  tenantId: string,
  children: readonly ChildRow[],
): Promise<string[]> {
  const ids = await addStudents(db, tenantId, children);
  await addGuardianships(
    db,
    tenantId,
    children.map((child, index) => ({ studentId: ids[index]!, parentId: child.parentId })),
  );
  return ids;
}

/**
 * Tests only: the school's two families of the parent screens' tests. Its first parent, Mia, has
 * Xena (grade 5) and Yuri (grade 6); its second, Ned, has Zoe (grade 5). Named 'Xena <surname>',
 * 'Yuri <surname>' and 'Zoe Other', roll numbers '<prefix>-1' to '<prefix>-3'.
 */
export async function miaAndNed(
  db: Kysely<Database>,
  school: School,
  { surname, prefix }: { surname: string; prefix: string },
) {
  const [mia, ned] = school.parents as [School['parents'][0], School['parents'][0]];
  const child = (name: string, n: number, gradeLevel: number, parentId: string) => ({
    name,
    rollNumber: `${prefix}-${n}`,
    gradeLevel,
    parentId,
  });
  const [xena, yuri, zoe] = (await addChildren(db, school.id, [
    child(`Xena ${surname}`, 1, 5, mia.id),
    child(`Yuri ${surname}`, 2, 6, mia.id),
    child('Zoe Other', 3, 5, ned.id),
  ])) as [string, string, string];
  return { mia, ned, xena, yuri, zoe };
}
