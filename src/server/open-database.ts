import type { Config } from './config.ts';
import { openEmbedded, openPostgres, type AppDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { seedDemo, seedE2eSchools } from './seed/seed-demo.ts';

interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in the data folder; migrated, and seeded if asked.
 * Cluster workers skip both: their primary did it before starting them.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: { prepare?: boolean } = {},
): Promise<AppDatabase> {
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { directUrl: config.databaseDirectUrl })
    : await openEmbedded(config.dataDir, log);
  if (options.prepare === false) return database;
  try {
    const ran = await migrate(database);
    if (ran.length) log.info({ migrations: ran }, 'Applied database migrations');
    if (config.seedDemo && (await seedDemo(database))) {
      log.info('Loaded the demo schools GREENWOOD and RIVERSIDE (for trying the portal only)');
    }
    if (config.e2eWorkerSchools) {
      const made = await seedE2eSchools(database, config.e2eWorkerSchools);
      if (made.length) log.info({ schools: made }, 'Loaded the E2E worker schools');
    }
    // PGlite has no autovacuum: the planner's statistics as of this start (see open-pglite.ts).
    if (database.kind === 'pglite') await database.exec('analyze');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
