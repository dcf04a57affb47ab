import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { School } from '../seed/school-builder.ts';
import { tenantLinks, tenantRows } from './insert-rows.ts';

/** A student record of a test's fixture (no guardian). */
export interface StudentRow {
  /** A fixed id, where the test names it before the row exists. */
  id?: string;
  name: string;
  rollNumber: string;
  gradeLevel: number;
  /** 'A' unless said otherwise. */
  section?: string;
  /** Active unless said otherwise. */
  status?: 'active' | 'inactive';
  /** The student's own account, where they have one. */
  userId?: string;
}

/** Student records (of section A unless said otherwise), written straight in; ids in order. */
export const addStudents = tenantRows('students', (student: StudentRow) => ({
  full_name: student.name,
  roll_number: student.rollNumber,
  grade_level: student.gradeLevel,
  section: student.section ?? 'A',
  ...(student.status ? { status: student.status } : {}),
  ...(student.userId ? { user_id: student.userId } : {}),
}));

/** A student record with one guardian. */
export interface ChildRow extends StudentRow {
  /** The guardian (a parent's user id). */
  parentId: string;
}

/** Makes each parent (a user id) a guardian (slot 1) of the student paired with them. */
export const addGuardianships = tenantLinks(
  'guardianships',
  ({ studentId, parentId }: { studentId: string; parentId: string }) => ({
    student_id: studentId,
    parent_user_id: parentId,
    slot: 1,
  }),
);

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
