// OneRoster export and import of a 2,000-student school (issue 22, item 3): the seed builder makes
// the school, the export route writes its zip, and the import routes (dry run, then the import)
// read it into a fresh school, then back into the school itself (the round trip, which links every
// record). The event loop's longest stall during each step is measured beside its time.
// Usage: npx tsx bench/oneroster.ts   (BENCH_KIND=pglite|postgres, BENCH_STUDENTS=2000)
// PostgreSQL needs TEST_DATABASE_URL; the database is created for the run and dropped after it.
import { createSchool } from '../src/server/seed/school-builder.ts';
import type { Person } from '../src/server/seed/school-types.ts';
import { multipartBody } from '../src/server/test/pdf-and-multipart.ts';
import { createTestDatabase } from '../src/server/test/test-app.ts';
import { appOn, BENCH_KIND, signInThrough } from './in-process.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);

const test = await createTestDatabase(BENCH_KIND);
const app = await appOn(test.database);

const signIn = (person: Person) =>
  signInThrough(app, {
    tenant_id: person.tenantId,
    email: person.email,
    password: person.password,
  });

/** Runs the work while a 10 ms timer notes the longest wait between its ticks (an event-loop stall). */
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last - 10);
    last = now;
  }, 10);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  clearInterval(timer);
  stall = Math.max(stall, performance.now() - last - 10);
  console.log(
    `${label.padEnd(40)} ${(ms / 1000).toFixed(2).padStart(6)} s   longest event-loop stall ${stall.toFixed(0)} ms`,
  );
  return result;
}

const built = performance.now();
const school = await createSchool(test.database.db, {
  admins: 1,
  teachers: 60,
  parents: 400,
  students: 0,
  year: {
    students: STUDENTS,
    grades: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    sections: ['A', 'B'],
  },
});
console.log(
  `${BENCH_KIND}: school of ${STUDENTS} students built in ${((performance.now() - built) / 1000).toFixed(1)} s`,
);
const headers = await signIn(school.admins[0]!);

const exported = await timed('export (GET, zip)', () =>
  app.inject({ method: 'GET', url: '/api/admin/oneroster/export', headers }),
);
if (exported.statusCode !== 200) throw new Error(exported.body);
const zip = exported.rawPayload;
console.log(`zip: ${(zip.length / 1024).toFixed(0)} KB`);

const post = (url: string, auth: Record<string, string>) => {
  const body = multipartBody({}, [{ filename: 'roster.zip', data: zip }]);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
};
async function importInto(label: string, auth: Record<string, string>) {
  const dry = await timed(`${label}: dry run`, () => post('/api/admin/oneroster/dry-run', auth));
  if (dry.statusCode !== 200) throw new Error(dry.body);
  const done = await timed(`${label}: import`, () => post('/api/admin/oneroster/import', auth));
  const last = JSON.parse(done.body.trim().split('\n').at(-1)!) as {
    type: string;
    result?: { counts: unknown };
  };
  if (last.type !== 'done') throw new Error(done.body);
  console.log(`  counts: ${JSON.stringify(last.result!.counts)}`);
}

const fresh = await createSchool(test.database.db, {
  admins: 1,
  teachers: 0,
  parents: 0,
  students: 0,
});
await importInto('into a fresh school', await signIn(fresh.admins[0]!));
await importInto('back into the same school', headers);
await importInto('same school again (no change)', headers);

await app.close();
await test.drop();
