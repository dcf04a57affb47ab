import { sql } from 'kysely';

/** A list of ids as SQL `(…)` for `in`, each cast to uuid. */
export const uuids = (ids: readonly string[]) =>
  sql`(${sql.join(ids.map((id) => sql`${id}::uuid`))})`;
