import { loadConfig } from '../config.ts';
import { openDatabase } from '../open-database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { seedDemo } from '../seed/seed-demo.ts';

/** npm run db:migrate | db:seed: against DATABASE_URL, or the embedded database in DATA_DIR. */
async function run(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('Usage: tsx src/server/commands/db-cli.ts migrate|seed');
  }
  const config = await loadConfig();
  // Not prepared there: migrate below reports what it ran.
  const database = await openDatabase(config, console, { prepare: false });
  try {
    const ran = await migrate(database);
    console.log(
      ran.length ? `Applied migrations: ${ran.join(', ')}` : 'The database schema is up to date.',
    );
    if (command === 'seed') {
      console.log(
        (await seedDemo(database))
          ? 'Loaded the demo schools.'
          : 'The database already has schools; nothing seeded.',
      );
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
