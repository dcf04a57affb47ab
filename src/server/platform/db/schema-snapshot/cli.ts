import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SNAPSHOT_FILES, buildSnapshot, snapshotPath, snapshotServerUrl } from './snapshot.ts';

/** npm run db:types: migrates a throwaway database and writes its types and schema dump. */
async function run() {
  const snapshot = await buildSnapshot(snapshotServerUrl());
  for (const file of ['types', 'schema'] as const) {
    await mkdir(path.dirname(snapshotPath(file)), { recursive: true });
    await writeFile(snapshotPath(file), snapshot[file]);
    console.log(`Wrote ${SNAPSHOT_FILES[file]}`);
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
