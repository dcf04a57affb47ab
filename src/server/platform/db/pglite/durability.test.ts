import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DurableNodeFS } from './durable-node-fs.ts';
import { DURABLE_START_PARAMS, openPglite, PGDATA_SUBDIR } from './open-pglite.ts';

const writer = fileURLToPath(new URL('./fixtures/durability-writer.ts', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-durability-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the writer until it has acknowledged `atLeast` ids (plus a random extra), then SIGKILLs it. */
async function writeThenKill(cycle: number, atLeast: number): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir, String(cycle)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acked: number[] = [];
  let stderr = '';
  let pending = '';
  const target = atLeast + Math.floor(Math.random() * 40);
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((done, fail) => {
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') fail(new Error(`writer exited early (${code}): ${stderr}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (/^\d+$/.test(line)) acked.push(Number(line));
      if (acked.length >= target && child.kill('SIGKILL')) done();
    });
  });
  await exited;
  return acked;
}

describe('durability of the embedded database', () => {
  it('keeps every acknowledged write across repeated kill -9 and recovery', async () => {
    const all: number[] = [];
    for (let cycle = 1; cycle <= 3; cycle++) {
      const acked = await writeThenKill(cycle, 50);
      expect(acked.length).toBeGreaterThanOrEqual(50);
      all.push(...acked);

      const { db, close } = await openPglite({ dataDir });
      try {
        const found = await db.query<{ id: number }>(
          'select id from acked where id = any($1::int8[])',
          [all],
        );
        const missing = all.filter((id) => !found.rows.some((row) => row.id === id));
        expect(missing).toEqual([]);
        const fresh = await db.query<{ id: number }>(
          `insert into acked (cycle, payload) values (0, 'after recovery') returning id`,
        );
        expect(fresh.rows[0]?.id).toBeGreaterThan(Math.max(...all));
        const amcheck = await db.query<{ n: number }>('select count(*) as n from acked');
        expect(amcheck.rows[0]?.n).toBeGreaterThanOrEqual(all.length + cycle);
      } finally {
        await close();
      }
    }
    expect(existsSync(join(dataDir, `${PGDATA_SUBDIR}.initializing`))).toBe(false);
  }, 60_000);

  it('opens a folder whose very first start was killed during initialization', async () => {
    const dir = join(dataDir, 'killed-at-init');
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir, '0'], {
      stdio: 'ignore',
    });
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const staging = join(dir, `${PGDATA_SUBDIR}.initializing`);
    while (!existsSync(join(staging, 'PG_VERSION')) && !existsSync(join(dir, PGDATA_SUBDIR))) {
      await new Promise((done) => setTimeout(done, 5));
    }
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(join(dir, PGDATA_SUBDIR))).toBe(false);

    const { db, close } = await openPglite({ dataDir: dir });
    await db.exec('create table after_init (v int); insert into after_init values (1);');
    expect((await db.query('select v from after_init')).rows).toEqual([{ v: 1 }]);
    await close();
  }, 30_000);

  it('makes postgres fsync the WAL on every commit (power-loss durability, not only kill -9)', async () => {
    const dir = join(dataDir, 'fsync-probe');
    const fs = new DurableNodeFS(dir);
    const db = await PGlite.create({ fs, startParams: DURABLE_START_PARAMS });
    try {
      expect(fs.fsyncInstalled).toBe(true);
      expect((await db.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
      await db.exec('create table t (v int)');
      const before = fs.fsyncCalls;
      for (let i = 0; i < 10; i++) await db.query('insert into t values ($1)', [i]);
      expect(fs.fsyncCalls - before).toBeGreaterThanOrEqual(10);
    } finally {
      await db.close();
    }
  });
});
