import { parse } from 'libpg-query';
import {
  VIEWS,
  MAX_QUERY_CHARS,
  MAX_RELATIONS,
  GROWTH_BUDGET,
  MAX_WILDCARDS,
  MAX_NUMBER_DIGITS,
  FUNCTIONS,
  OPERATORS,
  TYPES,
  EXPRESSIONS,
  VALUE_FUNCTIONS,
  GROWING_OPERATORS,
  GROWING_FUNCTIONS,
  DEFAULT_FRAME,
  PLAIN_NODES,
} from './db-sql-allow-list.ts';

/**
 * The check a model-written query must pass before it runs: PostgreSQL's own parser (libpg-query,
 * WASM) reads it, and everything in its syntax tree must be on an allow-list — one plain SELECT
 * over the chat views (db/routines/50_chat-views.sql), with known harmless functions, operators and
 * types. Anything not known is refused: the list says what may pass, never what may not.
 *
 * Harmless means bounded too: on the embedded database (PGlite) a statement runs on the server's
 * only thread and nothing can interrupt it (no statement_timeout without a timer in WASM), so what
 * could run without end or grow without bound is refused here, before the planner's cost check
 * (db-sql-answer.queries.ts): no recursion, no set-returning or padding functions, no regular
 * expressions (their backtracking is not bounded by the plan), no window frames other than the
 * default one (a moving frame re-aggregates per row), and a budget for what can double a value's
 * size (||, concat, *): with no recursion a value grows at most 2^GROWTH_BUDGET times.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export class SqlRefused extends Error {}

const refuse = (reason: string): never => {
  throw new SqlRefused(reason);
};

const names = (list: Json | undefined): string[] =>
  Array.isArray(list)
    ? list.map((item) => {
        const value = (item as JsonObject)?.String as JsonObject | undefined;
        return typeof value?.sval === 'string' ? value.sval : refuse('an unexpected name');
      })
    : [];

/** A function or type name: bare, or the pg_catalog one the parser writes for SQL syntax. */
function bareName(parts: string[], what: string): string {
  if (parts.length === 1) return parts[0]!.toLowerCase();
  if (parts.length === 2 && parts[0] === 'pg_catalog') return parts[1]!.toLowerCase();
  return refuse(`the ${what} ${parts.join('.')} is not allowed`);
}

/** Whether a literal (a number, or a string the database may read as one) is too big a number. */
function hugeNumber(text: string): boolean {
  const number = /^\s*[+-]?(\d*)\.?(\d*)(?:e\s*([+-]?\d+))?\s*$/i.exec(text);
  if (!number || !(number[1] || number[2])) return false;
  const exponent = Math.abs(Number(number[3] ?? 0));
  return number[1]!.length + number[2]!.length > MAX_NUMBER_DIGITS || exponent > MAX_NUMBER_DIGITS;
}

function checkFrame(window: JsonObject | undefined): void {
  if (!window) return;
  const frame = window.frameOptions;
  if (frame !== undefined && frame !== DEFAULT_FRAME) {
    refuse('a window frame (ROWS/RANGE/GROUPS BETWEEN …) is not allowed; use the default frame');
  }
}

class Checker {
  private growth = 0;
  private relations = 0;
  /** The chat views the statement names (a CTE of the same name counts too: harmless). */
  readonly views = new Set<string>();

  private grow(by: number): void {
    this.growth += by;
    if (this.growth > GROWTH_BUDGET) {
      refuse(
        `it joins or multiplies values more than ${GROWTH_BUDGET} times (||, concat, *), which could build a huge value`,
      );
    }
  }

  /** Walks any value: an object whose keys start with a capital is a node, others are fields. */
  walk(value: Json | undefined, scope: ReadonlySet<string>): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scope);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value)) {
      if (/^[A-Z]/.test(key)) this.node(key, field as JsonObject, scope);
      else this.walk(field, scope);
    }
  }

  private node(type: string, fields: JsonObject, scope: ReadonlySet<string>): void {
    switch (type) {
      case 'SelectStmt':
        return this.select(fields, scope);
      case 'RangeVar': {
        if (fields.schemaname || fields.catalogname) {
          refuse(`name the views without a schema (${String(fields.schemaname)})`);
        }
        const name = String(fields.relname);
        if (++this.relations > MAX_RELATIONS) {
          refuse(`it reads more than ${MAX_RELATIONS} views at once`);
        }
        if (!VIEWS.has(name) && !scope.has(name)) {
          refuse(`${name} is not one of the views the chat may read`);
        }
        if (VIEWS.has(name)) this.views.add(name);
        return this.walk(fields.alias, scope);
      }
      case 'CommonTableExpr':
        return this.walk(fields.ctequery, scope);
      case 'FuncCall': {
        const name = bareName(names(fields.funcname), 'function');
        if (!FUNCTIONS.has(name)) refuse(`the function ${name}() is not allowed`);
        if (GROWING_FUNCTIONS.has(name)) {
          this.grow(Math.max(0, (Array.isArray(fields.args) ? fields.args.length : 0) - 1));
        }
        checkFrame(fields.over as JsonObject | undefined);
        return this.walk({ ...fields, funcname: null }, scope);
      }
      case 'A_Expr': {
        const operator = names(fields.name);
        if (operator.length !== 1 || !OPERATORS.has(operator[0]!)) {
          refuse(`the operator ${operator.join('.')} is not allowed`);
        }
        if (!EXPRESSIONS.has(String(fields.kind)))
          refuse(`the expression ${String(fields.kind)} is not allowed`);
        if (GROWING_OPERATORS.has(operator[0]!)) this.grow(1);
        const pattern = ((fields.rexpr as JsonObject)?.A_Const as JsonObject)?.sval as JsonObject;
        // Each wildcard of a LIKE pattern can make the match try the text's positions again.
        if (/LIKE/.test(String(fields.kind)) && typeof pattern?.sval === 'string') {
          if ((pattern.sval.match(/[%_]/g) ?? []).length > MAX_WILDCARDS) {
            refuse(`a LIKE pattern may have at most ${MAX_WILDCARDS} wildcards (% or _)`);
          }
        }
        return this.walk({ ...fields, name: null }, scope);
      }
      case 'SubLink': {
        // ARRAY(SELECT …) is array_agg by another name: one value as big as all its rows.
        if (fields.subLinkType === 'ARRAY_SUBLINK') refuse('ARRAY(SELECT …) is not allowed');
        const operator = names(fields.operName);
        if (operator.length > 1 || (operator[0] && !OPERATORS.has(operator[0]))) {
          refuse(`the operator ${operator.join('.')} is not allowed`);
        }
        return this.walk({ ...fields, operName: null }, scope);
      }
      case 'SortBy': {
        const operator = names(fields.useOp);
        if (operator.length > 1 || (operator[0] && !OPERATORS.has(operator[0]))) {
          refuse(`ORDER BY … USING ${operator.join('.')} is not allowed`);
        }
        return this.walk({ ...fields, useOp: null }, scope);
      }
      case 'TypeCast': {
        const typeName = fields.typeName as JsonObject | undefined;
        const name = bareName(names(typeName?.names), 'type');
        if (!TYPES.has(name)) refuse(`the type ${name} is not allowed`);
        this.walk(typeName?.typmods, scope);
        return this.walk(fields.arg, scope);
      }
      case 'A_Const': {
        const literal = (fields.fval as JsonObject)?.fval ?? (fields.sval as JsonObject)?.sval;
        if (typeof literal === 'string' && hugeNumber(literal)) {
          refuse(`the number ${literal.slice(0, 40)} is too large`);
        }
        return;
      }
      case 'WindowDef':
        checkFrame(fields);
        return this.walk(fields, scope);
      case 'SQLValueFunction':
        if (!VALUE_FUNCTIONS.has(String(fields.op))) refuse('that value function is not allowed');
        return;
      default:
        if (!PLAIN_NODES.has(type)) refuse(`${type} is not allowed in a chat query`);
        return this.walk(fields, scope);
    }
  }

  private select(fields: JsonObject, outer: ReadonlySet<string>): void {
    if (fields.intoClause) refuse('SELECT … INTO writes a table');
    if (fields.lockingClause) refuse('FOR UPDATE / FOR SHARE locks rows');
    if ((fields.withClause as JsonObject | undefined)?.recursive) {
      refuse('WITH RECURSIVE is not allowed: a recursive query could run without end');
    }
    const { withClause, ...rest } = fields;
    let scope = outer;
    if (withClause) {
      const clause = withClause as JsonObject;
      const ctes = (clause.ctes as JsonObject[] | undefined) ?? [];
      const ctenames = ctes.map((cte) => String((cte.CommonTableExpr as JsonObject)?.ctename));
      // A CTE sees the ones before it; the query body sees all.
      ctes.forEach((cte, i) => {
        const visible = ctenames.slice(0, i);
        const query = (cte.CommonTableExpr as JsonObject | undefined)?.ctequery as JsonObject;
        if (!query || !('SelectStmt' in query)) refuse('a WITH query may only be a SELECT');
        this.walk(cte, new Set([...outer, ...visible]));
      });
      scope = new Set([...outer, ...ctenames]);
    }
    this.walk(rest, scope);
  }
}

export type SqlCheck =
  { ok: true; statement: string; views: string[] } | { ok: false; reason: string };

/**
 * Whether `text` is one SELECT the chat may run, that statement's own text (no trailing semicolon
 * or comment after it) and the views it reads. The reason, in plain words, when it is not.
 */
export async function checkSelect(text: string): Promise<SqlCheck> {
  if (text.length > MAX_QUERY_CHARS) {
    return { ok: false, reason: `it is longer than ${MAX_QUERY_CHARS} characters` };
  }
  let tree: { stmts?: { stmt?: JsonObject; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = (await parse(text)) as typeof tree;
  } catch (error) {
    return { ok: false, reason: `it is not valid SQL (${(error as Error).message})` };
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) {
    return { ok: false, reason: `it must be exactly one statement, not ${statements.length}` };
  }
  const [only] = statements;
  const stmt = only!.stmt ?? {};
  if (!('SelectStmt' in stmt)) {
    return { ok: false, reason: `only a SELECT may run, not ${Object.keys(stmt)[0] ?? 'nothing'}` };
  }
  const checker = new Checker();
  try {
    checker.walk(stmt, new Set());
  } catch (error) {
    if (error instanceof SqlRefused) return { ok: false, reason: error.message };
    throw error;
  }
  const start = only!.stmt_location ?? 0;
  const statement = text.slice(start, only!.stmt_len ? start + only!.stmt_len : undefined).trim();
  return { ok: true, statement, views: [...checker.views].sort() };
}
