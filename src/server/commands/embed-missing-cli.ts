import { embeddingsConfig, loadConfig, parseEnv } from '../config.ts';
import { openDatabase } from '../open-database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { embedMissing } from './embed-missing.ts';

/** npm run rag:embed-missing: against DATABASE_URL, or the embedded database in DATA_DIR. */
async function main() {
  const settings = embeddingsConfig(parseEnv(process.env));
  if (!settings) throw new Error('Set EMBEDDINGS_MODEL (README, Configuration) first.');
  const config = await loadConfig();
  // Migrated below; never seeded here.
  const database = await openDatabase(config, console, { prepare: false });
  try {
    await migrate(database);
    const { embedded } = await embedMissing(database.db, settings);
    console.log(`Embedded ${embedded} chunks with ${settings.model}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
