import { sql } from 'kysely';

/** HH:MM of a time column; `T` is `string | null` for a column that may be null. */
export const hhmm = <T extends string | null = string>(column: string) =>
  sql<T>`to_char(${sql.ref(column)}, 'HH24:MI')`;
