import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function lockRecord(dir: string): Promise<{ pid: number; token: string }> {
  return JSON.parse(await readFile(join(dir, LOCK_FILE_NAME), 'utf8')) as {
    pid: number;
    token: string;
  };
}

/** A pid that surely belonged to a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.on('exit', done));
  return child.pid!;
}

describe('lockDataDir', () => {
  it('refuses a second lock on the same folder with a clear message', async () => {
    const dir = await tempDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The database folder ${dir} is in use by another portal process (pid ${process.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('refuses a folder locked by another live process', async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeFile(
        join(dir, LOCK_FILE_NAME),
        JSON.stringify({ pid: child.pid, hostname: 'x', token: 't', createdAt: '' }),
      );
      await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${child.pid})`);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a dead process, and a truncated one', async () => {
    const dir = await tempDir();
    const pid = await deadPid();
    await writeFile(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid, hostname: 'x', token: 'old', createdAt: '' }),
    );
    const lock = await lockDataDir(dir);
    expect((await lockRecord(dir)).pid).toBe(process.pid);
    await lock.release();

    await writeFile(join(dir, LOCK_FILE_NAME), '{"pid":');
    const overTruncated = await lockDataDir(dir);
    expect(await lockRecord(dir)).toMatchObject({ pid: process.pid });
    await overTruncated.release();
  });

  it('treats a lock with our own pid that this process does not hold as stale (container restart)', async () => {
    const dir = await tempDir();
    await writeFile(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.pid, hostname: 'x', token: 'old', createdAt: '' }),
    );
    const lock = await lockDataDir(dir);
    const record = await lockRecord(dir);
    expect(record.pid).toBe(process.pid);
    expect(record.token).not.toBe('old');
    await lock.release();
    await expect(readFile(join(dir, LOCK_FILE_NAME), 'utf8')).rejects.toThrow('ENOENT');
  });

  it('release is safe to call twice and does not remove a lock that is no longer ours', async () => {
    const dir = await tempDir();
    const lock = await lockDataDir(dir);
    await lock.release();
    await lock.release();
    const next = await lockDataDir(dir);
    await lock.release();
    await expect(lockDataDir(dir)).rejects.toThrow('is in use');
    await next.release();
  });
});
