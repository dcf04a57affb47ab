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
  await db
    .insertInto('guardianships')
    .values(
      children.map((child, index) => ({
        tenant_id: tenantId,
        student_id: ids[index]!,
        parent_user_id: child.parentId,
        slot: 1,
      })),
    )
    .execute();
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
