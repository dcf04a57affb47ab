import type { JoinBuilder, StringReference } from 'kysely';

const tenantOf = (reference: string) => `${reference.split('.')[0]}.tenant_id`;

/**
 * A join on a key that includes the school: `left = right` and the two rows' tenant_id equal
 * (every table's keys start with tenant_id). `left` and `right` are `alias.column`.
 */
export function onSameSchool<DB, TB extends keyof DB>(
  join: JoinBuilder<DB, TB>,
  left: StringReference<DB, TB>,
  right: StringReference<DB, TB>,
): JoinBuilder<DB, TB> {
  return join
    .onRef(
      tenantOf(left) as StringReference<DB, TB>,
      '=',
      tenantOf(right) as StringReference<DB, TB>,
    )
    .onRef(left, '=', right);
}
