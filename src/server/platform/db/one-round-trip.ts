import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
} from 'kysely';
import type { Database } from './schema.ts';
import type { Tx } from './tx.ts';

/**
 * Marks SQL that holds several statements sent as one message (one round trip): `begin; <scope>`,
 * or `<scope>; <query>`. pg runs such text with the simple protocol; PGlite needs exec() for it.
 */
export const SEVERAL_STATEMENTS = '/* several statements */ ';

/** Builds queries without running them: what a one-round-trip read compiles. */
export const queryBuilder: Tx = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A value as an SQL literal, quoted the way pg's escapeLiteral does it. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot send ${value} as an SQL literal`);
    return String(value);
  }
  if (value instanceof Date) return sqlLiteral(value.toISOString());
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('Text may not hold a NUL character');
    const quoted = `'${value.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
    return value.includes('\\') ? ` E${quoted}` : quoted;
  }
  throw new Error(`Cannot send a ${typeof value} as an SQL literal`);
}

/**
 * The query's SQL with its parameters written in as literals, so it can travel in the same message
 * as the statement that opens the request. Placeholders are Kysely's own `$n`; our queries put no
 * `$n` of their own into SQL text.
 */
export function inlineParameters(query: Compilable<unknown>): string {
  const { sql, parameters } = query.compile();
  return sql.replace(/\$(\d+)\b/g, (_match, index: string) => {
    const position = Number(index) - 1;
    if (position >= parameters.length) throw new Error(`No parameter $${index}`);
    return sqlLiteral(parameters[position]);
  });
}
