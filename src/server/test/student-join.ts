import type { JoinBuilder } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

/** Tables whose rows name a student of the same school. */
type StudentRowTable = 'guardianships' | 'fee_records';

/**
 * Tests only: the join of each row of `table` to its student (same school, same id), for
 * `.innerJoin('students', toItsStudent('fee_records'))`.
 */
export const toItsStudent =
  <T extends StudentRowTable>(table: T) =>
  (join: JoinBuilder<Database, T | 'students'>) =>
    // A table given as a type parameter: Kysely cannot check its columns here, the callers can.
    join
      .onRef('students.tenant_id' as never, '=', `${table}.tenant_id` as never)
      .onRef('students.id' as never, '=', `${table}.student_id` as never);
