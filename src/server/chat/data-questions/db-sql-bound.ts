import { parse } from 'libpg-query';

/**
 * A checked statement (db-sql-check.ts) wrapped so that the database itself bounds what comes
 * back, in two statements (the column names, then the rows): at most `rows` + 1 rows (the caller can tell the answer was cut), each cell as text cut to
 * `cellChars` characters with a visible marker, and no row past the one that takes the answer over
 * `bytes`. A giant value is measured and cut where it was computed; it never reaches the server.
 */
export interface AnswerBounds {
  rows: number;
  cellChars: number;
  bytes: number;
}

/**
 * One row of the wrapped statement: its cells as text, in the statement's column order. The first
 * row always comes (it carries the total), with no cells when it alone is over the bytes.
 */
export interface BoundedRow {
  cells: (string | null)[] | null;
  /** Rows the statement gave within the row cap (the cap + 1 when there are more). */
  total: number;
}

/** The alias of the model's statement inside the wrapper (sameStatementInside looks for it). */
const INNER = 'chat_model_query';

export const CUT_MARK = '…[cut: ';

/**
 * The statement's column names, from its first row (none when it has no rows). Read as JSON keys
 * of that one row; the rows themselves are never read so (parsing JSON of a giant value is slow on
 * PGlite). The newlines keep a trailing "-- comment" from swallowing the wrapper;
 * sameStatementInside then checks that the wrapper holds the statement unchanged.
 */
export const columnNames = (statement: string) =>
  `select array(select json_object_keys(row_to_json(q))) as names
  from (select * from (\n${statement}\n) as ${INNER} limit 1) as q`;

/** The statement's rows, its `count` columns renamed by position and each cut as text. */
export function bounded(statement: string, count: number, bounds: AnswerBounds): string {
  const chars = Math.trunc(bounds.cellChars);
  const names = Array.from({ length: count }, (_, i) => `c${i + 1}`);
  // octet_length reads a text's header, left() only its first characters: a giant value is never
  // scanned whole here (length() would count its characters, seconds on PGlite for a few MB).
  const cells = names.map(
    (c) => `case when octet_length(q.${c}::text) > ${chars}
                 and octet_length(left(q.${c}::text, ${chars + 1})) > octet_length(left(q.${c}::text, ${chars}))
                 then left(q.${c}::text, ${chars}) || ' ${CUT_MARK}' || octet_length(q.${c}::text) || ' bytes]'
                 else q.${c}::text end`,
  );
  return `select case when b.upto <= ${Math.trunc(bounds.bytes)} then b.cells end as cells, b.total
  from (
    select r.n, r.cells, count(*) over () as total,
           sum(octet_length(array_to_string(r.cells, '', ''))) over (order by r.n) as upto
      from (select row_number() over () as n, array[${cells.join(',\n')}]::text[] as cells
              from (select * from (\n${statement}\n) as ${INNER}(${names.join(', ')})
                     limit ${Math.trunc(bounds.rows) + 1}) as q) as r
  ) as b
 where b.upto <= ${Math.trunc(bounds.bytes)} or b.n = 1
 order by b.n`;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The syntax tree without source positions, as comparable text. */
const shape = (tree: Json): string =>
  JSON.stringify(tree, (key, value: Json) =>
    key === 'location' || key === 'stmt_location' || key === 'stmt_len' ? undefined : value,
  );

function subqueriesNamed(tree: Json, alias: string, found: Json[] = []): Json[] {
  if (Array.isArray(tree)) for (const item of tree) subqueriesNamed(item, alias, found);
  else if (tree && typeof tree === 'object') {
    const sub = tree.RangeSubselect as { [key: string]: Json } | undefined;
    const name = (sub?.alias as { aliasname?: Json } | undefined)?.aliasname;
    if (sub && name === alias) found.push(sub.subquery!);
    for (const value of Object.values(tree)) subqueriesNamed(value, alias, found);
  }
  return found;
}

/** Whether `wrapped` is one statement holding `statement`, parsed the same, as the model's query. */
export async function sameStatementInside(wrapped: string, statement: string): Promise<boolean> {
  const outer = (await parse(wrapped)) as { stmts?: { stmt?: Json }[] };
  const inner = (await parse(statement)) as { stmts?: { stmt?: Json }[] };
  if (outer.stmts?.length !== 1 || inner.stmts?.length !== 1) return false;
  const found = subqueriesNamed(outer.stmts[0]!.stmt ?? null, INNER);
  return found.length === 1 && shape(found[0]!) === shape(inner.stmts[0]!.stmt ?? null);
}
