import type { Tx } from '../db/tx.ts';

/** The caller's children, as their guardianships say now. */
export async function guardedStudentIds(
  tx: Tx,
  tenantId: string,
  parentUserId: string,
): Promise<string[]> {
  const rows = await tx
    .selectFrom('guardianships')
    .select('student_id')
    .where('tenant_id', '=', tenantId)
    .where('parent_user_id', '=', parentUserId)
    .execute();
  return rows.map((row) => row.student_id);
}
