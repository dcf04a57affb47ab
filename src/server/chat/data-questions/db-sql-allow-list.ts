/**
 * What a model-written query may use (db-sql-check.ts checks it): the chat views, known harmless
 * functions, operators and types, and the limits that keep it bounded.
 */

/** The relations a query may name (db/routines/50_chat-views.sql). */
export const CHAT_VIEWS = [
  'chat_students',
  'chat_teachers',
  'chat_subjects',
  'chat_classes',
  'chat_enrolments',
  'chat_attendance',
  'chat_assignments',
  'chat_submissions',
  'chat_fee_records',
  'chat_timetable',
] as const;

export const VIEWS = new Set<string>(CHAT_VIEWS);

/** The longest query text the check reads: a longer one is not a chat question's query. */
export const MAX_QUERY_CHARS = 4000;
/** Views (and CTE) references a query may make: the planner's work grows fast with joins. */
export const MAX_RELATIONS = 12;
/** Operations that can double a value's size (||, *, each further argument of concat). */
export const GROWTH_BUDGET = 8;
/** Wildcards of a LIKE pattern. */
export const MAX_WILDCARDS = 8;
/** Digits of a number literal (or a string that reads as one): `1e100000` is a CPU bomb. */
export const MAX_NUMBER_DIGITS = 30;

// No string_agg/array_agg (one value as big as all rows), repeat/lpad/rpad/replace/format/overlay
// (sizes multiplied), power (numbers of any size), generate_series/unnest (set-returning), regexp_*.
export const FUNCTIONS = new Set([
  // aggregates
  ...['count', 'sum', 'avg', 'min', 'max', 'bool_and', 'bool_or'],
  ...['every', 'stddev', 'variance', 'percentile_cont', 'percentile_disc', 'mode'],
  // window functions
  ...['row_number', 'rank', 'dense_rank', 'percent_rank', 'ntile', 'lag', 'lead'],
  ...['first_value', 'last_value'],
  // numbers
  ...['round', 'floor', 'ceil', 'ceiling', 'abs', 'trunc', 'mod', 'sqrt', 'sign'],
  // text
  ...['lower', 'upper', 'initcap', 'length', 'char_length', 'btrim', 'ltrim', 'rtrim', 'trim'],
  ...['substring', 'substr', 'concat', 'concat_ws', 'left', 'right', 'position'],
  ...['split_part', 'starts_with'],
  // dates
  ...['date_trunc', 'extract', 'date_part', 'now', 'age', 'to_char', 'to_date', 'make_date'],
  ...['timezone'],
]);

export const OPERATORS = new Set(
  ['=', '<>', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%', '||'].concat(
    ['~~', '~~*', '!~~', '!~~*'],
    ['BETWEEN', 'NOT BETWEEN', 'BETWEEN SYMMETRIC', 'NOT BETWEEN SYMMETRIC'],
  ),
);

export const TYPES = new Set(
  ['int2', 'int4', 'int8', 'int', 'integer', 'smallint', 'bigint', 'numeric', 'decimal'].concat(
    ['float4', 'float8', 'real', 'text', 'varchar', 'bpchar', 'char', 'bool', 'boolean'],
    ['date', 'time', 'timestamp', 'timestamptz', 'interval'],
  ),
);

export const EXPRESSIONS = new Set(
  ['AEXPR_OP', 'AEXPR_OP_ANY', 'AEXPR_OP_ALL', 'AEXPR_DISTINCT', 'AEXPR_NOT_DISTINCT'].concat(
    ['AEXPR_NULLIF', 'AEXPR_IN', 'AEXPR_LIKE', 'AEXPR_ILIKE', 'AEXPR_BETWEEN'],
    ['AEXPR_NOT_BETWEEN', 'AEXPR_BETWEEN_SYM', 'AEXPR_NOT_BETWEEN_SYM'],
  ),
);

/** current_date and friends; not current_user, session_user and the like. */
export const VALUE_FUNCTIONS = new Set([
  'SVFOP_CURRENT_DATE',
  'SVFOP_CURRENT_TIME',
  'SVFOP_CURRENT_TIME_N',
  'SVFOP_CURRENT_TIMESTAMP',
  'SVFOP_CURRENT_TIMESTAMP_N',
  'SVFOP_LOCALTIME',
  'SVFOP_LOCALTIME_N',
  'SVFOP_LOCALTIMESTAMP',
  'SVFOP_LOCALTIMESTAMP_N',
]);

/** Operators and functions whose result can be twice (or n-1 times more than) their largest input. */
export const GROWING_OPERATORS = new Set(['||', '*']);
export const GROWING_FUNCTIONS = new Set(['concat', 'concat_ws']);

/** The frame of `over (…)` with no frame clause: RANGE UNBOUNDED PRECEDING to CURRENT ROW. */
export const DEFAULT_FRAME = 1058;

/** Node types whose fields are walked with no further rule of their own. */
export const PLAIN_NODES = new Set(
  ['ResTarget', 'ColumnRef', 'A_Star', 'String', 'Integer', 'Float', 'Boolean'].concat(
    ['JoinExpr', 'RangeSubselect', 'BoolExpr', 'NullTest', 'BooleanTest', 'CaseExpr'],
    ['CaseWhen', 'CoalesceExpr', 'MinMaxExpr', 'List', 'GroupingSet'],
    ['RowExpr', 'A_ArrayExpr'],
  ),
);
