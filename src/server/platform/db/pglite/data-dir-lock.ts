import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink, link } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE_NAME = 'portal.lock';

interface LockRecord {
  pid: number;
  /** Kernel start time of the process (Linux), so a recycled pid is not mistaken for the owner. */
  startTime?: string;
  hostname: string;
  token: string;
  createdAt: string;
}

/** Directories locked by this very process, so a restarted container (same pid 1) can tell its own stale lock apart. */
const heldHere = new Set<string>();

export async function lockDataDir(dir: string): Promise<{ release(): Promise<void> }> {
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  const lockPath = join(root, LOCK_FILE_NAME);
  const mine: LockRecord = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    hostname: hostname(),
    token: randomUUID(),
    createdAt: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 5; attempt++) {
    if (await tryCreate(lockPath, mine)) {
      heldHere.add(root);
      return { release: once(() => releaseLock(root, lockPath, mine.token)) };
    }
    const text = await readFile(lockPath, 'utf8').catch(() => undefined);
    if (text === undefined) continue; // removed between our create and read: try again
    const existing = parseRecord(text);
    if (existing && isLive(existing, root)) {
      throw new Error(
        `The database folder ${root} is in use by another portal process (pid ${existing.pid}). ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    }
    await takeOverStale(lockPath, text);
  }
  throw new Error(`Could not take the lock on ${lockPath}: it kept changing under us.`);
}

async function tryCreate(lockPath: string, record: LockRecord): Promise<boolean> {
  try {
    const handle = await open(lockPath, 'wx', 0o644);
    try {
      await handle.writeFile(JSON.stringify(record) + '\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Moves the stale file aside atomically (only one contender can rename a given file), then checks
 * that what was moved is still the stale record; if a competitor had already replaced it with a
 * fresh lock, that lock is put back.
 */
async function takeOverStale(lockPath: string, staleText: string): Promise<void> {
  const aside = `${lockPath}.stale-${process.pid}-${randomUUID()}`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readFile(aside, 'utf8');
  if (moved !== staleText) await link(aside, lockPath).catch(() => undefined);
  await unlink(aside);
}

async function releaseLock(root: string, lockPath: string, token: string): Promise<void> {
  heldHere.delete(root);
  const text = await readFile(lockPath, 'utf8').catch(() => undefined);
  if (text !== undefined && parseRecord(text)?.token === token) await unlink(lockPath);
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0) {
      return value as LockRecord;
    }
  } catch {
    // unreadable or truncated (e.g. the writer died mid-write): treated as stale
  }
  return undefined;
}

function isLive(record: LockRecord, root: string): boolean {
  // Deliberately no hostname check: a new container on the same volume has a new hostname, and
  // treating its predecessor's lock as live would block every restart. Network file systems
  // shared by several hosts are not supported.
  if (record.pid === process.pid) return heldHere.has(root);
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processStartTime(record.pid);
  return !(record.startTime && now && now !== record.startTime);
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks); undefined off Linux. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
