import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends, withTestDatabase } from '../../../test/test-app.ts';
import { allowedValues } from './kysely-types.ts';
import { normalizeDump, pointToRoutineFiles } from './schema-dump.ts';
import { SNAPSHOT_FILES, buildSnapshot, snapshotPath } from './snapshot.ts';

// testBackends() fails the file when CI runs without a PostgreSQL server (TEST_DATABASE_URL).
describe.runIf(testBackends().includes('postgres'))('the checked-in schema snapshot', () => {
  it('is what a freshly migrated database gives', { timeout: 120_000 }, async () => {
    const fresh = await buildSnapshot(process.env.TEST_DATABASE_URL as string);
    for (const file of ['types', 'schema'] as const) {
      const checkedIn = await readFile(snapshotPath(file), 'utf8').catch(() => '(missing)');
      expect(
        checkedIn,
        `${SNAPSHOT_FILES[file]} is stale: run \`npm run db:types\` and commit the result`,
      ).toBe(fresh[file]);
    }
  });
});

describe.each(testBackends())('the values the generated types promise, on %s', (kind) => {
  it('int8 as a number, date as YYYY-MM-DD, bytea as bytes, numeric as a string', async () => {
    await withTestDatabase(
      kind,
      async ({ database }) => {
        const { rows } = await sql<Record<string, unknown>>`
        select 9007199254740991::int8 as int8, date '2024-02-29' as date,
               '\\x0102'::bytea as bytea, 1.50::numeric as numeric
      `.execute(database.db);
        expect(rows[0]?.int8).toBe(9007199254740991);
        expect(rows[0]?.date).toBe('2024-02-29');
        expect(rows[0]?.bytea).toBeInstanceOf(Uint8Array);
        expect(rows[0]?.numeric).toBe('1.50');
      },
      { empty: true },
    );
  });
});

describe('reading a check constraint as a list of values', () => {
  it('reads a plain list and one that allows null', () => {
    expect(
      allowedValues(`CHECK ((status = ANY (ARRAY['draft'::text, 'it''s'::text])))`, 'status'),
    ).toEqual(['draft', "it's"]);
    expect(
      allowedValues(
        `CHECK (((grade IS NULL) OR (grade = ANY (ARRAY['A'::text, 'B'::text]))))`,
        'grade',
      ),
    ).toEqual(['A', 'B']);
  });

  it('leaves any other constraint alone', () => {
    expect(allowedValues(`CHECK ((slot = ANY (ARRAY[1, 2])))`, 'slot')).toBeNull();
    expect(allowedValues(`CHECK ((length(name) <= 80))`, 'name')).toBeNull();
    expect(
      allowedValues(`CHECK (((status = 'a'::text) OR (other = ANY (ARRAY['b'::text]))))`, 'status'),
    ).toBeNull();
  });
});

describe('normalizing a pg_dump', () => {
  it('drops what changes from run to run', () => {
    const dump = [
      '--',
      '-- PostgreSQL database dump',
      '--',
      '',
      '\\restrict aBcD',
      '',
      '-- Dumped from database version 15.20',
      '-- Dumped by pg_dump version 15.20',
      '',
      'SET statement_timeout = 0;',
      "SELECT pg_catalog.set_config('search_path', '', false);",
      '',
      'CREATE TABLE public.t (',
      '    id integer',
      ');',
      '',
      '',
      '\\unrestrict aBcD',
      '',
      '--',
      '-- PostgreSQL database dump complete',
      '--',
      '',
    ].join('\n');
    expect(normalizeDump(dump)).toBe('CREATE TABLE public.t (\n    id integer\n);\n');
  });
});

describe('naming the routines file of a function body', () => {
  const routines = [
    { name: '10_clock.sql', text: 'create function f() returns int\nas $$\n  select 1\n$$;' },
  ];

  it('puts the file in place of a body it holds, keeping the signature and settings', () => {
    const dump = [
      'CREATE FUNCTION public.f() RETURNS integer',
      '    LANGUAGE sql STABLE',
      '    AS $$',
      '  select 1',
      '$$;',
      '',
      'CREATE FUNCTION public.g() RETURNS integer',
      '    LANGUAGE sql',
      '    AS $_$ select 2 $_$;',
    ].join('\n');
    expect(pointToRoutineFiles(dump, routines)).toBe(
      [
        'CREATE FUNCTION public.f() RETURNS integer',
        '    LANGUAGE sql STABLE',
        '    AS $$ see db/routines/10_clock.sql $$;',
        '',
        'CREATE FUNCTION public.g() RETURNS integer',
        '    LANGUAGE sql',
        '    AS $_$ select 2 $_$;',
      ].join('\n'),
    );
  });
});
