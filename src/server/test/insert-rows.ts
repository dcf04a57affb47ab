import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

/** Tables whose rows have a generated `id` that a fixture returns. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown; tenant_id: unknown } ? T : never;
}[keyof Database];

/** The id a fixture's row names, if any (where the test names it before the row exists). */
const fixedIdOf = (row: unknown) =>
  typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' && row.id
    ? { id: row.id }
    : {};

/**
 * Tests only: a fixture that writes rows of one school straight into one table, in one
 * statement, and returns their ids in the order given. `toRow` maps the test's own fields onto the
 * table's columns (all but `tenant_id`, which the fixture adds, and `id`, which it takes from a row
 * that names one; otherwise the table makes it).
 */
export function tenantRows<T extends TableWithId, Row>(
  table: T,
  toRow: (row: Row) => Omit<Insertable<Database[T]>, 'tenant_id'>,
) {
  return async (
    db: Kysely<Database>,
    tenantId: string,
    rows: readonly Row[],
  ): Promise<string[]> => {
    const inserted = (await db
      .insertInto(table)
      .values(
        rows.map((row) => ({ tenant_id: tenantId, ...fixedIdOf(row), ...toRow(row) })) as never,
      )
      .returning('id' as never)
      .execute()) as unknown as { id: string }[];
    return inserted.map((row) => row.id);
  };
}

/**
 * Tests only: like tenantRows, for rows that link others (enrolments, guardianships) and have no
 * id of their own to return.
 */
export function tenantLinks<T extends keyof Database, Link>(
  table: T,
  toRow: (link: Link) => Omit<Insertable<Database[T]>, 'tenant_id'>,
) {
  return async (db: Kysely<Database>, tenantId: string, links: readonly Link[]) => {
    await db
      .insertInto(table)
      .values(links.map((link) => ({ tenant_id: tenantId, ...toRow(link) })) as never)
      .execute();
  };
}
