import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
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
