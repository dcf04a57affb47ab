import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

/**
 * Tests only: `count` student records of one school, for a test of a large school: Student 0000,
 * Student 0001, … in grades 1 to 12 in turn, each with an email, written 500 at a time. Their ids
 * in order.
 */
export async function addManyStudents(
  db: Kysely<Database>,
  tenantId: string,
  count: number,
  rollNumber: (index: number) => string,
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    tenant_id: tenantId,
    full_name: `Student ${String(index).padStart(4, '0')}`,
    email: `student${index}@big.test`,
    roll_number: rollNumber(index),
    grade_level: (index % 12) + 1,
  }));
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const added = await db
      .insertInto('students')
      .values(rows.slice(start, start + 500))
      .returning('id')
      .execute();
    ids.push(...added.map((row) => row.id));
  }
  return ids;
}
