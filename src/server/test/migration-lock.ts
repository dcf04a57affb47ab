import type pg from 'pg';

/** How many sessions wait for an advisory lock in this database, once `count` do or after 50 s. */
export async function waitersForMigrationLock(client: pg.Client, count: number): Promise<number> {
  const deadline = Date.now() + 50_000;
  for (;;) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    const waiting = rows[0]?.waiting ?? 0;
    if (waiting >= count || Date.now() > deadline) return waiting;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
