import { sql } from 'kysely';
import type { Tx } from '../platform/db/tx.ts';

// ---- Subjects ----

export function listSubjects(tx: Tx) {
  return tx.selectFrom('subjects').select(['id', 'name']).orderBy('name').execute();
}

/** Stores the given names as the school's subjects (those it lacks); returns the whole list. */
export async function storeSubjects(tx: Tx, tenantId: string, names: readonly string[]) {
  if (names.length > 0) {
    await tx
      .insertInto('subjects')
      .values(names.map((name) => ({ tenant_id: tenantId, name })))
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
      .execute();
  }
  return listSubjects(tx);
}

export function findSubjectByName(tx: Tx, name: string) {
  return tx
    .selectFrom('subjects')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export function findSubject(tx: Tx, id: string) {
  return tx.selectFrom('subjects').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function renameSubject(tx: Tx, id: string, name: string) {
  return tx
    .updateTable('subjects')
    .set({ name })
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export function deleteSubject(tx: Tx, id: string) {
  return tx
    .deleteFrom('subjects')
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function classesUsingSubject(tx: Tx, subjectId: string) {
  const row = await tx
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
