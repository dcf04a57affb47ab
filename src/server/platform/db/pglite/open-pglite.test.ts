import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, PGDATA_SUBDIR } from './open-pglite.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-open-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('openPglite', () => {
  it('returns dates as YYYY-MM-DD strings and int8 as numbers (in memory)', async () => {
    const { db, close } = await openPglite({});
    const { rows } = await db.query(`select date '2024-02-29' as d, 9007199254740991::int8 as n`);
    expect(rows).toEqual([{ d: '2024-02-29', n: 9007199254740991 }]);
    await close();
    await close();
  });

  it('locks the folder, checkpoints on a timer, keeps data across close and reopen', async () => {
    const dataDir = join(root, 'data');
    const first = await openPglite({ dataDir, checkpointIntervalMs: 50 });
    await expect(openPglite({ dataDir })).rejects.toThrow(
      `The database folder ${dataDir} is in use by another portal process (pid ${process.pid})`,
    );

    await first.db.exec('create table notes (body text); insert into notes values ($$kept$$);');
    const lsn = async () =>
      (
        await first.db.query<{ lsn: string }>(
          'select checkpoint_lsn::text as lsn from pg_control_checkpoint()',
        )
      ).rows[0]?.lsn;
    const before = await lsn();
    await new Promise((done) => setTimeout(done, 300));
    expect(await lsn()).not.toBe(before);

    await first.close();
    await first.close();
    const second = await openPglite({ dataDir });
    expect((await second.db.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    await second.close();
  });

  it('refuses a pgdata folder that holds something other than a database', async () => {
    const dataDir = join(root, 'odd');
    await mkdir(join(dataDir, PGDATA_SUBDIR), { recursive: true });
    await writeFile(join(dataDir, PGDATA_SUBDIR, 'notes.txt'), 'not postgres');
    await expect(openPglite({ dataDir })).rejects.toThrow('holds no database');
    // the lock was released on failure
    await rm(join(dataDir, PGDATA_SUBDIR), { recursive: true });
    const opened = await openPglite({ dataDir });
    await opened.close();
  });
});
