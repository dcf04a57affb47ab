import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { TableWithId } from './insert-rows.ts';

/**
 * Tests only: the ids of one school's rows of a table whose column equals the value (`=`) or
 * matches it as a LIKE pattern (`like`); `[]` where there are none.
 */
export function schoolRowIds<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  tenantId: string,
  [column, op, value]: readonly [
    column: keyof Database[T] & string,
    op: '=' | 'like',
    value: string,
  ],
): Promise<{ id: string }[]> {
  // One table stands for all: Kysely cannot check a column of a table given as a type parameter.
  return db
    .selectFrom(table as 'students')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(column as 'roll_number', op, value)
    .execute();
}
