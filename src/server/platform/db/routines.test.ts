import { readFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test/test-app.ts';
import { useTestDatabase } from '../../test/use-test-app.ts';
import { migrate, routineFiles, routinesDir } from './migrate.ts';
import type { Database } from './schema.ts';
import { SEVERAL_STATEMENTS } from './one-round-trip.ts';

/** A cost no routine declares: a function still at it after a file ran was not (re)defined by it. */
const UNTOUCHED_COST = 7777;

/** The functions of the public schema, extensions' own aside. */
const ownFunctions = `
  select p.oid from pg_proc p
   where p.pronamespace = 'public'::regnamespace
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

/**
 * Every function, view, trigger and policy of the public schema (extensions' own objects aside),
 * each named as 'function name(argument types)', 'view name', 'trigger name on table' or
 * 'policy name on table'. `defined`: only those this transaction (re)defined: a function no longer
 * at UNTOUCHED_COST (create or replace sets its cost; a grant does not), a view whose query, a
 * trigger or a policy whose row this transaction wrote (a grant writes none of them).
 */
async function routineObjects(db: Kysely<Database>, defined = false): Promise<string[]> {
  const now = defined ? sql`= pg_current_xact_id()::xid` : sql`is not null`;
  const redefined = defined ? sql`<> ${UNTOUCHED_COST}` : sql`is not null`;
  const { rows } = await sql<{ name: string }>`
    select 'function ' || p.oid::regprocedure::text as name
      from pg_proc p
     where p.oid in (${sql.raw(ownFunctions)}) and p.procost ${redefined}
    union all
    select 'view ' || c.relname
      from pg_class c join pg_rewrite r on r.ev_class = c.oid
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'v' and r.xmin ${now}
    union all
    select 'trigger ' || t.tgname || ' on ' || c.relname
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = 'public'::regnamespace and not t.tgisinternal and t.xmin ${now}
    union all
    select 'policy ' || p.polname || ' on ' || c.relname
      from pg_policy p join pg_class c on c.oid = p.polrelid
     where c.relnamespace = 'public'::regnamespace and p.xmin ${now}
     order by 1`.execute(db);
  return rows.map((row) => row.name);
}

interface RoutineFile {
  name: string;
  text: string;
}

/** The files of db/routines, in the order migrate applies them. */
async function routinesOnDisk(): Promise<RoutineFile[]> {
  const names = await routineFiles();
  return Promise.all(
    names.map(async (name) => ({
      name,
      text: (await readFile(`${routinesDir}${name}`, 'utf8')).replace(/\r\n/g, '\n'),
    })),
  );
}

/**
 * What one routine file defines: the objects it (re)defines when applied alone to the migrated
 * database, every function first set to UNTOUCHED_COST; rolled back.
 */
async function definedBy(db: Kysely<Database>, text: string): Promise<string[]> {
  const rollback = new Error('rollback');
  let defined: string[] = [];
  await db
    .transaction()
    .execute(async (tx) => {
      await sql
        .raw(
          `do $$ declare f regprocedure; begin
             for f in ${ownFunctions} loop
               execute format('alter routine %s cost ${UNTOUCHED_COST}', f);
             end loop;
           end $$`,
        )
        .execute(tx);
      await sql.raw(`${SEVERAL_STATEMENTS}${text}`).execute(tx);
      defined = await routineObjects(tx, true);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return defined;
}

/**
 * The school policy of a tenant table is made by app_make_tenant_table, which each table's own
 * migration calls once (calling it again would undo the grants migrations narrow afterwards): its
 * home is the file of that function.
 */
const TENANT_POLICY = /^policy tenant_isolation on /;
const MAKES_TENANT_POLICY = 'function app_make_tenant_table(regclass)';

/** Each object of the database that has not exactly one home in db/routines, with its files. */
async function withoutOneHome(db: Kysely<Database>, files: RoutineFile[]): Promise<string[]> {
  const all = await routineObjects(db);
  const homes = new Map<string, string[]>(all.map((name) => [name, []]));
  for (const file of files) {
    for (const name of await definedBy(db, file.text)) {
      homes.set(name, [...(homes.get(name) ?? []), file.name]);
    }
  }
  const homeOf = (name: string) =>
    homes.get(TENANT_POLICY.test(name) ? MAKES_TENANT_POLICY : name) ?? [];
  return all
    .filter((name) => homeOf(name).length !== 1)
    .map((name) => `${name}: ${homeOf(name).join(', ') || 'no file'}`);
}

/** The definitions and grants of every function, view, trigger and policy: what a rerun must keep. */
async function routineDefinitions(db: Kysely<Database>) {
  const functions = await sql`
    select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition,
           p.proacl::text as acl
      from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
     order by 1`.execute(db);
  const views = await sql`
    select c.relname as name, pg_get_viewdef(c.oid) as definition,
           c.reloptions::text as options, c.relacl::text as acl
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
     order by 1`.execute(db);
  const triggers = await sql`
    select pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
     order by 1`.execute(db);
  const policies = await sql`
    select tablename, policyname, permissive, roles::text, cmd, qual, with_check
      from pg_policies where schemaname = 'public'
     order by 1, 2`.execute(db);
  return {
    functions: functions.rows,
    views: views.rows,
    triggers: triggers.rows,
    policies: policies.rows,
  };
}

describe.each(testBackends())('db/routines on %s', (kind) => {
  const t = useTestDatabase(kind);

  it(
    'defines every function, view, trigger and policy of the database, each in exactly one file',
    { timeout: 60_000 },
    async () => {
      const all = await routineObjects(t.database.db);
      expect(all).toContain('policy attendance_insert on attendance');
      expect(all).toContain('policy tenant_isolation on attendance');
      expect(all).toContain('trigger invitations_accepted on invitations');
      expect(all).toContain('view chat_classes');
      expect(all).toContain('function app_school_today()');
      expect(
        await withoutOneHome(t.database.db, await routinesOnDisk()),
        'each needs exactly one file in db/routines (a definition only in a migration has none)',
      ).toEqual([]);
    },
  );

  it(
    'names a function that only a migration defines, or that two files define',
    { timeout: 60_000 },
    async () => {
      const db = t.database.db;
      await sql`create function app_only_in_a_migration() returns int language sql as $$ select 1 $$`.execute(
        db,
      );
      try {
        const files = await routinesOnDisk();
        expect(await withoutOneHome(db, files)).toEqual([
          'function app_only_in_a_migration(): no file',
        ]);
      } finally {
        await sql`drop function app_only_in_a_migration()`.execute(db);
      }
      const clock = (await routinesOnDisk()).filter((file) => file.name === '10_school-clock.sql');
      expect(clock).toHaveLength(1);
      const twice = [...(await routinesOnDisk()), { name: '99_copy.sql', text: clock[0]!.text }];
      expect(await withoutOneHome(db, twice)).toEqual([
        'function app_school_date(timestamp with time zone): 10_school-clock.sql, 99_copy.sql',
        'function app_school_instant(date,time without time zone): 10_school-clock.sql, 99_copy.sql',
        'function app_school_today(): 10_school-clock.sql, 99_copy.sql',
        'function app_school_zone(): 10_school-clock.sql, 99_copy.sql',
      ]);
    },
  );

  it('changes nothing when applied again (a second migrate)', { timeout: 60_000 }, async () => {
    const before = await routineDefinitions(t.database.db);
    expect(before.functions.length).toBeGreaterThan(40);
    expect(before.policies.length).toBeGreaterThan(100);
    expect(await migrate(t.database)).toEqual([]);
    expect(await migrate(t.database)).toEqual([]);
    expect(await routineDefinitions(t.database.db)).toEqual(before);
  });
});
