import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** A throwaway in-memory database holding no data of the app's: only what its user puts in. */
export interface ScratchDatabase {
  exec(statements: string): Promise<void>;
  query<R>(statement: string, parameters?: unknown[]): Promise<R[]>;
}

/**
 * An empty cluster, made once per machine and PGlite version: creating one runs initdb (3 s and
 * about 800 MB), loading it takes under a second and half the memory.
 */
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
        '../package.json',
      ),
      'utf8',
    ),
  ) as { version: string }
).version;
const EMPTY_CLUSTER = path.join(tmpdir(), `school-portal-scratch-pglite-${PGLITE_VERSION}.tgz`);

async function emptyCluster(): Promise<Blob | undefined> {
  if (existsSync(EMPTY_CLUSTER)) return new Blob([await readFile(EMPTY_CLUSTER)]);
  const made = await PGlite.create();
  const dump = await made.dumpDataDir('gzip');
  await made.close();
  const staging = `${EMPTY_CLUSTER}.${process.pid}`;
  await writeFile(staging, Buffer.from(await dump.arrayBuffer()));
  await rename(staging, EMPTY_CLUSTER);
  return dump;
}

/** Opens a scratch database, hands it to `fn` and closes it (a child process's job, e.g. the chat's). */
export async function withScratchDatabase<T>(fn: (db: ScratchDatabase) => Promise<T>): Promise<T> {
  // A damaged copy of the empty cluster (another program's file of that name) is not ours to trust.
  const db = await PGlite.create({ loadDataDir: await emptyCluster() }).catch(() =>
    PGlite.create(),
  );
  try {
    return await fn({
      exec: async (statements) => {
        await db.exec(statements);
      },
      query: async <R>(statement: string, parameters: unknown[] = []) =>
        (await db.query<R>(statement, parameters)).rows,
    });
  } finally {
    await db.close();
  }
}
