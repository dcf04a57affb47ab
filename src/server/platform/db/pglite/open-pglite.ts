import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { lockDataDir } from './data-dir-lock.ts';
import { DurableNodeFS, fsyncPath, fsyncTree } from './durable-node-fs.ts';

export interface PgliteLog {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
}

export interface OpenPgliteOptions {
  /** Folder for the database; undefined = in-memory (tests). */
  dataDir?: string;
  log?: PgliteLog;
  /**
   * PGlite runs postgres in single-user mode, where no checkpointer runs and max_wal_size never
   * triggers one: without this timer the WAL (and crash-recovery time) grows without bound.
   */
  checkpointIntervalMs?: number;
  /**
   * Nor does autovacuum run: without this timer the planner's statistics stay as the last ANALYZE
   * left them (the chat's cost bound, src/server/chat/data-questions/db-sql-answer.service.ts, reads its estimates).
   * ANALYZE reads a fixed-size sample of each table, so its time does not grow with the data.
   */
  analyzeIntervalMs?: number;
}

export interface OpenedPglite {
  db: PGlite;
  close(): Promise<void>;
}

/** Same shapes as the `pg` side: `date` as 'YYYY-MM-DD', int8 as a JS number. */
export const PGLITE_PARSERS: ParserOptions = {
  1082: (value) => value,
  20: (value) => Number(value),
};

/**
 * Extensions every PGlite of the app loads (the migrations create pgvector where it is available:
 * a data folder or dump made with it must be opened with it).
 */
export const PGLITE_EXTENSIONS = { vector };

/** PGlite's defaults minus `-F` (fsync off); fdatasync is a no-op under Emscripten, fsync is not. */
export const DURABLE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'],
  ...['-c', 'synchronous_commit=on', '-c', 'full_page_writes=on'],
];

/** The postgres cluster lives in this subfolder; the lock file sits beside it. */
export const PGDATA_SUBDIR = 'pgdata';

const silentLog: PgliteLog = { info: () => {}, warn: () => {} };

export async function openPglite(options: OpenPgliteOptions): Promise<OpenedPglite> {
  const log = options.log ?? silentLog;
  if (options.dataDir === undefined) {
    const db = await PGlite.create({ parsers: PGLITE_PARSERS, extensions: PGLITE_EXTENSIONS });
    return { db, close: once(() => db.close()) };
  }

  const root = resolve(options.dataDir);
  await mkdir(root, { recursive: true });
  const lock = await lockDataDir(root);
  try {
    const pgdata = join(root, PGDATA_SUBDIR);
    if (!existsSync(join(pgdata, 'PG_VERSION'))) await initializeCluster(root, pgdata, log);

    const started = performance.now();
    const fs = new DurableNodeFS(pgdata);
    const db = await PGlite.create({
      fs,
      parsers: PGLITE_PARSERS,
      extensions: PGLITE_EXTENSIONS,
      startParams: DURABLE_START_PARAMS,
    }).catch((error: unknown) => {
      throw new Error(
        `Could not open the embedded database in ${pgdata}: ${String(error)}. ` +
          'If it was damaged, restore the folder from a backup.',
        { cause: error },
      );
    });
    if (!fs.fsyncInstalled) {
      log.warn(
        { dataDir: pgdata },
        'PGlite fsync hook could not be installed: writes survive a process crash but not a power loss',
      );
    }
    log.info(
      { dataDir: pgdata, ms: Math.round(performance.now() - started), fsync: fs.fsyncInstalled },
      'embedded database opened',
    );

    const timer = setInterval(
      () => {
        // CHECKPOINT is harmless inside a request's transaction but fails if that one is aborted.
        if (db.closed || db.isInTransaction()) return;
        db.query('CHECKPOINT').catch((error: unknown) =>
          log.warn({ err: error }, 'checkpoint failed'),
        );
      },
      options.checkpointIntervalMs ?? 5 * 60_000,
    );
    timer.unref();
    const analyzer = setInterval(
      () => {
        if (db.closed || db.isInTransaction()) return;
        db.query('ANALYZE').catch((error: unknown) => log.warn({ err: error }, 'analyze failed'));
      },
      options.analyzeIntervalMs ?? 15 * 60_000,
    );
    analyzer.unref();

    const close = once(async () => {
      clearInterval(timer);
      clearInterval(analyzer);
      try {
        if (!db.closed) {
          await db.query('CHECKPOINT');
          await db.close();
        }
      } finally {
        await lock.release();
      }
    });
    return { db, close };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * PGlite runs initdb in memory and then copies the files into the folder without fsync, so a crash
 * during the first start leaves a half-written cluster that never opens again. We build it in a
 * staging folder, shut it down cleanly, fsync it and only then rename it into place.
 */
async function initializeCluster(root: string, pgdata: string, log: PgliteLog): Promise<void> {
  if (existsSync(pgdata)) {
    if ((await readdir(pgdata)).length > 0) {
      throw new Error(
        `${pgdata} exists but holds no database (no PG_VERSION). Move it away and start again.`,
      );
    }
    await rmdir(pgdata);
  }
  const started = performance.now();
  const staging = join(root, `${PGDATA_SUBDIR}.initializing`);
  await rm(staging, { recursive: true, force: true });
  const db = await PGlite.create({ dataDir: staging, startParams: DURABLE_START_PARAMS });
  await db.close();
  fsyncTree(staging);
  await rename(staging, pgdata);
  fsyncPath(root);
  log.info({ dataDir: pgdata, ms: Math.round(performance.now() - started) }, 'database created');
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
