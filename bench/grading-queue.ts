// The teacher's grading queue (issue 17 #15) against a reference run beside it: the same request
// through the whole app on two demo databases in one process, one with the current read policies
// and one with the per-row teacher checks that stood before migration 0029 (0017's
// students_read, enrolments_read and assignments_read), measured alternately in rounds.
// Usage: npx tsx bench/grading-queue.ts   (BENCH_KIND=pglite|postgres, BENCH_REQUESTS, BENCH_ROUNDS)
// PostgreSQL needs TEST_DATABASE_URL; each database is created for the run and dropped after it.
import { DEMO_PASSWORD } from '../src/server/seed/schools/demo-schools.ts';
import { createTestDatabase } from '../src/server/test/test-app.ts';
import { appOn, BENCH_KIND, median, signInThrough } from './in-process.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const BEFORE_0029 = `
drop policy students_read on students;
create policy students_read on students as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(id))
         or id in (select app_family_student_ids()));
drop policy enrolments_read on enrolments;
create policy enrolments_read on enrolments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches_student(student_id))
         or student_id in (select app_family_student_ids())
         or app_teaches(class_id));
drop policy assignments_read on assignments;
create policy assignments_read on assignments as restrictive for select to app_user
  using (app_is_owner() or app_role() = 'admin'
         or (app_role() = 'teacher' and app_teaches(class_id))
         or (app_role() in ('parent', 'student') and status = 'published'
             and class_id in (select app_family_class_ids())));`;

async function server(reference: boolean) {
  const test = await createTestDatabase(BENCH_KIND, { demo: true });
  if (reference) await test.database.exec(BEFORE_0029);
  const app = await appOn(test.database);
  const { id } = await test.inspect
    .selectFrom('tenants')
    .select('id')
    .where('school_code', '=', 'GREENWOOD')
    .executeTakeFirstOrThrow();
  const headers = await signInThrough(app, {
    tenant_id: id,
    email: 'teacher@greenwood.edu',
    password: DEMO_PASSWORD,
  });
  return {
    async measure(): Promise<number> {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: '/api/teacher/grading-queue',
          headers,
        });
        if (response.statusCode !== 200) throw new Error(response.body);
        times.push(performance.now() - started);
      }
      return median(times);
    },
    async close() {
      await app.close();
      await test.drop();
    },
  };
}

const ours = await server(false);
const reference = await server(true);
const ratios: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const before = await reference.measure();
  const after = await ours.measure();
  ratios.push(before / after);
  console.log(
    `round ${round}: p50 before ${before.toFixed(1)} ms, after ${after.toFixed(1)} ms, ${(before / after).toFixed(1)}x faster`,
  );
}
console.log(`${BENCH_KIND}: median ${median(ratios).toFixed(1)}x faster`);
await ours.close();
await reference.close();
