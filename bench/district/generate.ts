// The district data set on PostgreSQL (ARCHITECTURE.md section 8, issue 9): 200 schools, 100,000
// students, their families, classes, a school year of attendance (about 18 million rows),
// assignments with submissions and fee records, made by the platform's seed builder
// (src/server/seed/district.ts). Prints how long each phase took and the database size.
// Usage: npm run db:seed:district -- [--schools 200] [--students 100000] [--days 180]
//        [--database-url postgres://postgres@127.0.0.1:5432/portal_district]
// The database is created if missing and migrated; one that already holds a district is refused.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../../src/server/platform/db/database.ts';
import { migrate } from '../../src/server/platform/db/migrate.ts';
import { DISTRICT_PASSWORD, generateDistrict } from '../../src/server/seed/district.ts';

const DEFAULT_DISTRICT_URL = 'postgres://postgres@127.0.0.1:5432/portal_district';

const { values } = parseArgs({
  options: {
    schools: { type: 'string', default: '200' },
    students: { type: 'string', default: '100000' },
    days: { type: 'string', default: '180' },
    'database-url': {
      type: 'string',
      default: process.env.DISTRICT_DATABASE_URL ?? DEFAULT_DISTRICT_URL,
    },
  },
});

async function ensureDatabase(url: string) {
  const parsed = new URL(url);
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new Error(
      'The district data set needs a PostgreSQL server: --database-url postgres://… (PGlite is not supported).',
    );
  }
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${name}`);
      console.log(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const url = values['database-url'];
  await ensureDatabase(url);
  const database = await openPostgres(url, { max: 2 });
  try {
    const started = performance.now();
    const ran = await migrate(database);
    if (ran.length) console.log(`Applied migrations: ${ran.join(', ')}`);
    const report = await generateDistrict(database, {
      schools: Number(values.schools),
      students: Number(values.students),
      days: Number(values.days),
      log: (line) => console.log(line),
    });
    console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    console.log('Rows (estimates after analyze):');
    for (const [table, n] of Object.entries(report.rows)) {
      console.log(`  ${table.padEnd(18)} ${n.toLocaleString('en-US').padStart(12)}`);
    }
    console.log(
      `Database size: ${(report.databaseBytes / 1024 ** 2).toFixed(0)} MB (pg_database_size)`,
    );
    console.log(`Parents to sign in with the password "${DISTRICT_PASSWORD}":`);
    for (const parent of report.parents.slice(0, 5)) {
      console.log(`  ${parent.schoolCode}  ${parent.email}  (tenant ${parent.tenantId})`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
