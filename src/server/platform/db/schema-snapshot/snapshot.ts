import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { generateKyselyTypes } from './kysely-types.ts';
import { withMigratedDatabase } from './migrated-database.ts';
import { dumpSchema } from './schema-dump.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');

/** The checked-in files `npm run db:types` writes, relative to the repository. */
export const SNAPSHOT_FILES = {
  types: 'src/server/platform/db/generated/db.ts',
  schema: 'db/schema.sql',
} as const;

export type Snapshot = Record<keyof typeof SNAPSHOT_FILES, string>;

export const snapshotPath = (file: keyof Snapshot) => path.join(root, SNAPSHOT_FILES[file]);

/** A PostgreSQL server where databases may be made and dropped: the tests' one, as in .ci/run. */
export const snapshotServerUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The Kysely types and the schema dump of a database freshly migrated on that server. */
export async function buildSnapshot(serverUrl: string): Promise<Snapshot> {
  const { types, schema } = await withMigratedDatabase(serverUrl, async (url) => ({
    types: await generateKyselyTypes(url),
    schema: await dumpSchema(url),
  }));
  const file = snapshotPath('types');
  const options = await resolveConfig(file);
  return { types: await format(types, { ...options, filepath: file }), schema };
}
