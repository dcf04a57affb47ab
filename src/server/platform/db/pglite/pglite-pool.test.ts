import { Kysely, PostgresDialect, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type OpenedPglite } from './open-pglite.ts';
import { createPglitePool } from './pglite-pool.ts';

interface TestDb {
  pupils: { id: Generated<number>; name: string; born: string | null; points: Generated<number> };
}

let opened: OpenedPglite;
let db: Kysely<TestDb>;

beforeAll(async () => {
  opened = await openPglite({});
  await opened.db.exec(`
    create table pupils (
      id int8 generated always as identity primary key,
      name text not null unique,
      born date,
      points int8 not null default 0
    );`);
  db = new Kysely<TestDb>({ dialect: new PostgresDialect({ pool: createPglitePool(opened.db) }) });
});

afterAll(async () => {
  await db.destroy();
  await opened.close();
  await opened.close(); // safe twice
});

describe('createPglitePool through Kysely', () => {
  it('inserts, selects and updates with numAffectedRows, dates as strings and int8 as numbers', async () => {
    const inserted = await db
      .insertInto('pupils')
      .values([
        { name: 'Ada', born: '2015-03-09', points: 2 },
        { name: 'Bo', born: null, points: 3 },
      ])
      .executeTakeFirstOrThrow();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);

    const ada = await db
      .selectFrom('pupils')
      .selectAll()
      .where('name', '=', 'Ada')
      .executeTakeFirstOrThrow();
    expect(ada).toEqual({ id: 1, name: 'Ada', born: '2015-03-09', points: 2 });

    const updated = await db.updateTable('pupils').set({ points: 10 }).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);

    const deleted = await db
      .deleteFrom('pupils')
      .where('name', '=', 'Nobody')
      .executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(0n);
  });

  it('derives the command from postgres, also behind a CTE or a leading comment', async () => {
    const viaCte = await sql`
      /* comment */ -- another
      with src as (select 'Cy' as name) insert into pupils (name) select name from src`.execute(db);
    expect(viaCte.numAffectedRows).toBe(1n);

    const cteUpdate =
      await sql`with x as (select 1) update pupils set points = points + 1 where name = 'Cy'`.execute(
        db,
      );
    expect(cteUpdate.numAffectedRows).toBe(1n);

    const select = await sql`-- leading comment
      with x as (delete from pupils where false returning 1) select count(*) as n from pupils`.execute(
      db,
    );
    expect(select.numAffectedRows).toBeUndefined();
    expect(select.rows).toEqual([{ n: 3 }]);
  });

  it('commits and rolls back transactions', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('pupils').values({ name: 'Dee' }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('pupils').values({ name: 'Eve' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const names = await db
      .selectFrom('pupils')
      .select('name')
      .where('name', 'in', ['Dee', 'Eve'])
      .execute();
    expect(names).toEqual([{ name: 'Dee' }]);
  });

  it('serializes concurrent transactions on the single connection', async () => {
    await db.updateTable('pupils').set({ points: 0 }).where('name', '=', 'Ada').execute();
    const events: string[] = [];
    const bump = (label: string) =>
      db.transaction().execute(async (trx) => {
        events.push(`${label}:begin`);
        const row = await trx
          .selectFrom('pupils')
          .select('points')
          .where('name', '=', 'Ada')
          .executeTakeFirstOrThrow();
        await new Promise((done) => setTimeout(done, 20)); // give the other request a chance to cut in
        await trx
          .updateTable('pupils')
          .set({ points: row.points + 1 })
          .where('name', '=', 'Ada')
          .execute();
        events.push(`${label}:end`);
      });
    const outside = db.selectFrom('pupils').select('points').where('name', '=', 'Ada').execute();
    await Promise.all([bump('a'), bump('b'), bump('c'), outside]);
    expect(events).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end', 'c:begin', 'c:end']);
    const ada = await db
      .selectFrom('pupils')
      .select('points')
      .where('name', '=', 'Ada')
      .executeTakeFirstOrThrow();
    expect(ada.points).toBe(3);
  });

  it('surfaces postgres errors as Errors with their code, and the connection stays usable', async () => {
    const error: unknown = await db
      .insertInto('pupils')
      .values({ name: 'Ada' })
      .execute()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'pupils_name_key' });

    const failedTx: unknown = await db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1/0`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(failedTx).toMatchObject({ code: '22012' });
    const count = await sql<{ n: number }>`select count(*) as n from pupils`.execute(db);
    expect(count.rows[0]?.n).toBeGreaterThan(0);
  });

  it('exclusive() keeps direct db access out of a running transaction', async () => {
    const pool = createPglitePool(opened.db);
    const local = new Kysely<TestDb>({ dialect: new PostgresDialect({ pool }) });
    const order: string[] = [];
    const tx = local.transaction().execute(async (trx) => {
      order.push('tx');
      await new Promise((done) => setTimeout(done, 20));
      await trx.selectFrom('pupils').select('id').execute();
      order.push('tx-end');
    });
    await new Promise((done) => setTimeout(done, 5));
    await pool.exclusive(async () => {
      order.push('exclusive');
      await opened.db.exec('select 1; select 2;');
    });
    await tx;
    expect(order).toEqual(['tx', 'tx-end', 'exclusive']);
    await local.destroy();
    await expect(pool.connect()).rejects.toThrow('ended');
  });
});
