import { type Random, type Schema, sample } from './fuzz-samples.ts';

/**
 * Tests only: wrong inputs for every operation of the OpenAPI document, from a seeded generator (the
 * same cases on every run). A case is one request; the fuzz test sends each as every role.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Values that no field should take, each with a name for the report. */
const BAD_VALUES: [string, unknown][] = [
  ['NUL', NUL],
  ['lone surrogate', LONE_SURROGATE],
  ['low surrogate first', '\udc00x'],
  ['60 KB string', 'x'.repeat(60 * 1024)],
  ['3 KB word', 'w'.repeat(3 * 1024)],
  ['empty string', ''],
  ['spaces', '   '],
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['huge number', 1e308],
  ['int overflow', 2 ** 31],
  ['bigint overflow', 2 ** 63],
  ['fraction', 0.5],
  ['empty array', []],
  ['array of strings', ['a', NUL]],
  ['object', { a: 1 }],
  ['nested arrays', JSON.parse(deep(500))],
  ['year 0', '0000-01-01'],
  ['year 9999', '9999-12-31'],
  ['30 February', '2024-02-30'],
  ['not a uuid', 'not-a-uuid'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['SQL', "' or 1=1; --"],
  ['path', '../../etc/passwd'],
  ['emoji', '😀'.repeat(50)],
];

/** Path parameters that are wrong in the URL itself (already percent-encoded). */
const BAD_PATH_VALUES: [string, string][] = [
  ['%00', '%00'],
  ['a%00b', 'a%00b'],
  ['encoded surrogate', '%ED%A0%80'],
  ['bad percent', '%E0%A4%A'],
  ['not a uuid', 'abc'],
  ['long', 'x'.repeat(300)],
  ['year 0', '0000-01-01'],
  ['dot dot', '..'],
  ['uuid-ish', '00000000-0000-0000-0000-00000000000g'],
];

/** Query values (already percent-encoded). */
const BAD_QUERY_VALUES: [string, string][] = [
  ['%00', '%00'],
  ['encoded surrogate', '%ED%A0%80'],
  ['bad percent', '%E0%A4%A'],
  ['10 KB', 'q'.repeat(10 * 1024)],
  ['negative', '-1'],
  ['huge', '99999999999999999999'],
  ['year 0', '0000-01-01'],
  ['year 99999', '99999-01-01'],
  ['empty', ''],
  ['SQL', "'%20or%201%3D1"],
];

/** Every place in a sample a value can go: [] is the whole value. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) out.push(...paths(child, [...prefix, key]));
  }
  return out;
}

const valueAt = (value: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value);

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (!path.length) return by;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = replaced(copy[head as string], rest, by);
  return copy;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function bodyCases(body: unknown, random: Random, mutations: number) {
  const cases: { label: string; headers: Record<string, string>; payload?: string }[] = [
    { label: 'a plausible body', headers: JSON_TYPE, payload: JSON.stringify(body) },
    { label: 'an empty JSON object', headers: JSON_TYPE, payload: '{}' },
    { label: 'no body with a JSON type', headers: JSON_TYPE, payload: '' },
    { label: 'no body and no type', headers: {} },
    { label: 'JSON null', headers: JSON_TYPE, payload: 'null' },
    { label: 'a JSON string', headers: JSON_TYPE, payload: '"text"' },
    { label: 'an array', headers: JSON_TYPE, payload: JSON.stringify([body]) },
    { label: 'invalid JSON', headers: JSON_TYPE, payload: '{"a": ' },
    { label: '10,000 levels of nesting', headers: JSON_TYPE, payload: deep(10_000) },
    {
      label: '10,000 levels inside an object',
      headers: JSON_TYPE,
      payload: `{"a":${deep(10_000)}}`,
    },
    {
      label: 'a 1 MB string',
      headers: JSON_TYPE,
      payload: JSON.stringify({ ...(body as object), big: 'x'.repeat(1024 * 1024) }),
    },
    {
      label: 'an extra field',
      headers: JSON_TYPE,
      payload: JSON.stringify({ ...(body as object), __proto__x: NUL, extra: { a: [1] } }),
    },
    { label: 'a NUL key', headers: JSON_TYPE, payload: JSON.stringify({ 'a\u0000': 1 }) },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    {
      label: 'form-urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00',
    },
    {
      label: 'multipart without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    },
    {
      label: 'multipart with a broken body',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf',
    },
    {
      label: 'multipart fields with NUL',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: multipart(body, NUL),
    },
  ];
  const where = paths(body);
  // Text the database cannot store, in every place a string goes; then random spoilers.
  for (const path of where.filter((p) => typeof valueAt(body, p) === 'string')) {
    for (const [name, value] of [
      ['NUL', NUL],
      ['lone surrogate', LONE_SURROGATE],
    ] as const) {
      cases.push({
        label: `${name} at ${path.join('.')}`,
        headers: JSON_TYPE,
        payload: JSON.stringify(replaced(body, path, value)),
      });
    }
  }
  for (let i = 0; i < mutations; i++) {
    const path = random.pick(where);
    const [name, value] = random.pick(BAD_VALUES);
    cases.push({
      label: `${name} at ${path.join('.') || 'the body'}`,
      headers: JSON_TYPE,
      payload: JSON.stringify(replaced(body, path, value)),
    });
  }
  return cases;
}

/** The sample's top-level fields as multipart text fields, each spoiled with `bad`. */
function multipart(body: unknown, bad: string): string {
  const fields = body && typeof body === 'object' ? Object.keys(body) : ['title'];
  const parts = fields.map(
    (name) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${bad}\r\n`,
  );
  return `${parts.join('')}--XyZ--\r\n`;
}

/** The cases of one operation: body cases with good params, then bad path and query values. */
export function operationCases(
  operation: Operation,
  random: Random,
  options: { mutations: number },
): FuzzCase[] {
  const params = operation.parameters ?? [];
  const pathValues = Object.fromEntries(
    params
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, encodeURIComponent(String(sample(p.schema, random, p.name)))]),
  );
  const queryParams = params.filter((p) => p.in === 'query');
  const goodQuery = Object.fromEntries(
    queryParams
      .filter((p) => p.required)
      .map((p) => [p.name, encodeURIComponent(String(sample(p.schema, random, p.name)))]),
  );
  const url = (path: Record<string, string>, query: Record<string, string>) => {
    const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? 'x');
    const search = Object.entries(query)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    return search ? `${filled}?${search}` : filled;
  };
  const method = operation.method.toUpperCase();
  const content = operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
  const body = sample(bodySchema ?? { type: 'object', properties: {} }, random);
  const base = url(pathValues, goodQuery);
  const cases: FuzzCase[] = [];
  const hasBody = !['GET', 'DELETE', 'HEAD'].includes(method) || operation.requestBody;
  if (hasBody) {
    for (const c of bodyCases(body, random, options.mutations)) {
      cases.push({ ...c, method, url: base });
    }
  } else {
    cases.push({ label: 'plausible', method, url: base, headers: {} });
  }
  const goodBody = hasBody
    ? { headers: JSON_TYPE, payload: JSON.stringify(body) }
    : { headers: {} };
  for (const name of Object.keys(pathValues)) {
    for (const [label, value] of BAD_PATH_VALUES) {
      cases.push({
        label: `path ${name}: ${label}`,
        method,
        url: url({ ...pathValues, [name]: value }, goodQuery),
        ...goodBody,
      });
    }
  }
  for (const param of queryParams) {
    for (const [label, value] of BAD_QUERY_VALUES) {
      cases.push({
        label: `query ${param.name}: ${label}`,
        method,
        url: url(pathValues, { ...goodQuery, [param.name]: value }),
        ...goodBody,
      });
    }
    cases.push({
      label: `query ${param.name}: repeated`,
      method,
      url: `${url(pathValues, goodQuery)}${base.includes('?') ? '&' : '?'}${param.name}=a&${param.name}=b`,
      ...goodBody,
    });
  }
  if (queryParams.length) {
    cases.push({
      label: 'query: unknown parameter with NUL',
      method,
      url: `${base}${base.includes('?') ? '&' : '?'}zz=%00`,
      ...goodBody,
    });
  }
  return cases;
}
