import type { ComparisonOperatorExpression, Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

/** Tables (and views) that hold schools' rows: those with a `tenant_id`. */
type TenantTable = {
  [T in keyof Database]: Database[T] extends { tenant_id: unknown } ? T : never;
}[keyof Database];

/** One condition on a column of the table: `['status', '=', 'scheduled']`. */
type RowCondition<T extends keyof Database> = readonly [
  column: keyof Database[T] & string,
  op: ComparisonOperatorExpression,
  value: unknown,
];

/** Tests only: how many rows of one school a table holds where every condition holds. */
export async function schoolRowCount<T extends TenantTable>(
  db: Kysely<Database>,
  table: T,
  tenantId: string,
  ...conditions: RowCondition<T>[]
): Promise<number> {
  // One table stands for all: Kysely cannot check a column of a table given as a type parameter.
  let query = db
    .selectFrom(table as 'students')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId);
  for (const [column, op, value] of conditions) {
    query = query.where(column as 'roll_number', op, value as string);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}
