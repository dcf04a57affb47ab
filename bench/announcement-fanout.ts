// Issue 20 #4: a school announcement to 250 families in one request. A seed-builder school of 250
// parents (10 of whom said no to announcement emails); its admin posts to all parents, a few
// runs; prints each request's time, the median, the recipients and the outbox count of a run
// (the recipients whose preference allows email).
// Usage: npx tsx bench/announcement-fanout.ts   (BENCH_KIND=pglite|postgres, BENCH_RUNS)
// PostgreSQL needs TEST_DATABASE_URL; the database is created for the run and dropped after it.
import { BENCH_KIND, median } from './in-process.ts';
import { createTestApp } from '../src/server/test/test-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FAMILIES = 250;
const EMAIL_OFF = 10;

const t = await createTestApp(BENCH_KIND);
try {
  const school = await t.createSchool({
    code: 'FANOUT',
    admins: 1,
    teachers: 1,
    parents: FAMILIES,
    students: 0,
  });
  await t.inspect
    .insertInto('notification_preferences')
    .values(
      school.parents.slice(0, EMAIL_OFF).map((parent) => ({
        tenant_id: school.id,
        user_id: parent.id,
        kind: 'announcement',
        portal: true,
        email: false,
        push: false,
      })),
    )
    .execute();
  const admin = await t.signInAs(school.admins[0]!);
  const outbox = async () =>
    Number(
      (
        await t.inspect
          .selectFrom('email_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', school.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const before = await outbox();
    const started = performance.now();
    const response = await t.call(admin, {
      method: 'POST',
      url: '/api/announcements',
      payload: {
        title: `Run ${run}`,
        body: 'School closes early.',
        audience: 'role',
        role: 'parent',
      },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`run ${run}: ${response.body}`);
    times.push(ms);
    const queued = (await outbox()) - before;
    console.log(
      `run ${run}: ${ms.toFixed(0)} ms, ${response.json<{ recipients: number }>().recipients} recipients, ${queued} emails queued`,
    );
  }
  console.log(`median ${median(times).toFixed(0)} ms over ${RUNS} runs (${BENCH_KIND})`);
} finally {
  await t.close();
}
