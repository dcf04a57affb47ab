// The parent dashboard at district scale (ARCHITECTURE.md section 8, issue 9), in ONE run:
// (a) `GET /api/parent/dashboard?studentId=…` through the whole server on the demo data set and on
//     the district data set: p50 and throughput of each, goal district p50 / demo p50 ≤ 1.5x;
// (b) the server on the district set against pgbench sending the naive SQL of the same dashboard
//     straight to PostgreSQL (BEGIN, set_config, session check, one SELECT per card: attendance,
//     homework, fees, timetable, contacts, tiles; COMMIT), same clients: goal 1.5x or more.
// The demo set is the demo schools in a database of their own, with the same teaching history per
// student as the district (attendance on BENCH_DAYS school days, assignments, submissions), so the
// two sets differ in size only. The district must be built first: npm run db:seed:district.
// Needs wrk and pgbench (apt-get install -y wrk postgresql-client).
// Usage: npx tsx bench/parent-dashboard.ts   (DISTRICT_DATABASE_URL, default portal_district on
// 127.0.0.1; BENCH_DATABASE_URL for the demo database; BENCH_CONNECTIONS, BENCH_SECONDS,
// BENCH_DAYS: the district's --days, default 180; BENCH_ROUNDS, default 3: the district server and
// the reference are measured alternately that many times, and the median round's ratio counts, since
// on a shared machine one measurement of each drifts with whatever else the machine is doing).
// BASELINE_CHECKOUT (a checkout of an earlier commit with its node_modules, e.g. `git worktree add`)
// with BASELINE_DATABASE_URL (its own district, built by its own `npm run db:seed:district` with the
// same options: the ids are deterministic) adds that commit's server to every round, measured
// beside this one (first in every other round), and prints this server's throughput over it.
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD, demoSchools } from '../src/server/seed/schools/demo-schools.ts';
import { openPostgres } from '../src/server/platform/db/database.ts';
import { inlineParameters, queryBuilder } from '../src/server/platform/db/one-round-trip.ts';
import { DISTRICT_PASSWORD } from '../src/server/seed/district.ts';
import { addTeachingHistory } from '../src/server/seed/district-teaching.ts';
import { dashboardQuery } from '../src/server/parent/parent.queries.ts';
import type { ServerProcess } from '../src/server/test/server-process.ts';
import { createBenchDatabase, signIn, startLoadServer, stopServer } from './load-server.ts';
import {
  inTempFolder,
  loadDescription,
  median,
  medianBy,
  measurePgbench,
  measureWrk,
  pgbenchFigures,
  query,
} from './load-tools.ts';

const DAYS = Number(process.env.BENCH_DAYS ?? 180);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const P50_GOAL = 1.5;
const THROUGHPUT_GOAL = 1.5;
const districtUrl =
  process.env.DISTRICT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_district';
const baseline = process.env.BASELINE_CHECKOUT
  ? {
      checkout: process.env.BASELINE_CHECKOUT,
      databaseUrl:
        process.env.BASELINE_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/portal_district_baseline',
    }
  : null;

interface Target {
  tenantId: string;
  userId: string;
  sessionId: string;
  token: string;
  studentId: string;
}

/** wrk with a Lua script that sends each parent's dashboard request in turn, bearer token set. */
function wrk(baseUrl: string, targets: Target[]) {
  const lua = `local targets = {
${targets.map((t) => `  { path = "/api/parent/dashboard?studentId=${t.studentId}", token = "${t.token}" },`).join('\n')}
}
local n = 0
request = function()
  n = n % #targets + 1
  local t = targets[n]
  return wrk.format("GET", t.path, { ["Authorization"] = "Bearer " .. t.token })
end
`;
  return inTempFolder({ 'dashboard.lua': lua }, (folder) =>
    measureWrk(baseUrl, ['-s', path.join(folder, 'dashboard.lua')]),
  );
}

/**
 * The dashboard the naive way: the signed-in request opened in two statements, then one SELECT
 * per card, each on the same indexes the server's one statement uses.
 */
function naiveScript({ tenantId: t, userId: u, sessionId, studentId: s }: Target): string {
  const child = `tenant_id = '${t}' and student_id = '${s}'`;
  return `BEGIN;
select set_config('role', 'app_user', true), set_config('app.tenant_id', '${t}', true), set_config('app.user_id', '${u}', true), set_config('app.role', 'parent', true);
select id, user_id, kind from sessions where id = '${sessionId}' and revoked_at is null;
select a.date, a.status from attendance a where a.${child} and a.date between current_date - 29 and current_date order by a.date desc;
select asg.id, asg.title, sb.name, asg.due_date, su.status, asg.description, su.grade from submissions su join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id join subjects sb on sb.tenant_id = asg.tenant_id and sb.id = asg.subject_id where su.${child} and asg.status = 'published' and (su.status = 'pending' or asg.due_date >= current_date - 29) order by asg.due_date, asg.title limit 5;
select fr.id, fr.fee_type, fr.amount_cents, fr.due_date, fr.paid_on, (select coalesce(sum(p.amount_cents), 0) from payments p where p.tenant_id = fr.tenant_id and p.fee_record_id = fr.id) as paid from fee_records fr where fr.${child} and (fr.paid_on is null or fr.due_date >= current_date - 29) order by fr.due_date, fr.fee_type limit 6;
select te.day_of_week, te.start_time, te.end_time, sb.name, pr.full_name, coalesce(te.room, c.room) from enrolments e join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id join subjects sb on sb.tenant_id = c.tenant_id and sb.id = c.subject_id join timetable_entries te on te.tenant_id = c.tenant_id and te.class_id = c.id left join profiles pr on pr.tenant_id = c.tenant_id and pr.user_id = c.teacher_id where e.${child} order by te.day_of_week, te.start_time;
select pr.user_id, pr.full_name, pr.role, pr.email, pr.phone, pr.availability from profiles pr where pr.tenant_id = '${t}' and (pr.role = 'admin' or pr.user_id in (select c.teacher_id from enrolments e join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id where e.${child})) order by pr.full_name;
select (select json_agg(json_build_object('id', st.id, 'name', st.full_name)) from students st join guardianships g on g.tenant_id = st.tenant_id and g.student_id = st.id where g.tenant_id = '${t}' and g.parent_user_id = '${u}') as children, (select json_agg(su.grade) from submissions su where su.${child} and su.status = 'graded') as grades, (select count(*) from submissions su join assignments asg on asg.tenant_id = su.tenant_id and asg.id = su.assignment_id where su.${child} and su.status = 'pending' and asg.status = 'published') as pending, (select sum(fr.amount_cents) from fee_records fr where fr.${child} and fr.paid_on is null and fr.due_date <= current_date) as due, (select count(*) from attendance a where a.${child} and a.status = 'present' and a.date between current_date - 29 and current_date) as present;
COMMIT;
`;
}

function pgbench(databaseUrl: string, targets: Target[]) {
  const files = Object.fromEntries(targets.map((t, i) => [`naive${i}.sql`, naiveScript(t)]));
  return inTempFolder(files, (folder) => {
    const scripts = Object.keys(files).flatMap((name) => ['-f', path.join(folder, name)]);
    const out = measurePgbench(databaseUrl, scripts);
    const { tps, latency } = pgbenchFigures(out);
    const failed = /number of failed transactions: (\d+)/.exec(out)?.[1] ?? '0';
    if (!Number.isFinite(tps) || failed !== '0') throw new Error(`pgbench failed:\n${out}`);
    return { tps, latency };
  });
}

/** Signs each parent in and finds their first child through the dashboard itself. */
async function targetsOf(
  server: ServerProcess,
  parents: { tenantId: string; email: string }[],
  password: string,
): Promise<Target[]> {
  const targets: Target[] = [];
  for (const parent of parents) {
    const { session, sessionId } = await signIn(server, { ...parent, password });
    const dashboard = await fetch(`${server.baseUrl}/api/parent/dashboard`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const body = (await dashboard.json()) as { child?: { id: string } | null };
    if (!dashboard.ok || !body.child) continue;
    targets.push({
      tenantId: parent.tenantId,
      userId: session.user.id,
      sessionId,
      token: session.access_token,
      studentId: body.child.id,
    });
  }
  if (!targets.length) throw new Error('No parent with a child could load the dashboard');
  return targets;
}

/**
 * The plan of the dashboard's statement as it runs inside app_parent_dashboard (db/routines/60_parent-dashboard.sql),
 * EXPLAIN (ANALYZE, BUFFERS) through auto_explain (an EXPLAIN of the call shows only the function
 * scan): the parent's request sent a few times on one connection, the last run's plan printed,
 * i.e. the plan the connection keeps.
 */
async function explain(databaseUrl: string, target: Target): Promise<string> {
  const statement = inlineParameters(dashboardQuery(queryBuilder, target.studentId));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => {
    if (notice.message?.includes('Query Text: with')) plans.push(notice.message);
  });
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
      set auto_explain.log_buffers = on; set auto_explain.log_nested_statements = on;
      set auto_explain.log_level = notice`);
    for (let run = 0; run < 3; run += 1) {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true),
                set_config('app.user_id', $2, true), set_config('app.role', 'parent', true)`,
        [target.tenantId, target.userId],
      );
      await client.query(statement);
      await client.query('rollback');
    }
    return plans.at(-1) ?? 'no plan logged (is auto_explain installed?)';
  } finally {
    await client.end();
  }
}

// The district's parents: a few with children, from different schools.
const districtParents = await query<{ tenantId: string; email: string }>(
  districtUrl,
  `select distinct on (p.tenant_id) p.tenant_id as "tenantId", p.email
     from profiles p join guardianships g on g.tenant_id = p.tenant_id and g.parent_user_id = p.user_id
     join tenants t on t.id = p.tenant_id
    where p.role = 'parent' and t.school_code like 'D%'
    order by p.tenant_id, p.email limit 5`,
).catch((error: unknown) => {
  throw new Error(
    `No district at ${districtUrl} (npm run db:seed:district first): ${String(error)}`,
  );
});
if (!districtParents.length) throw new Error(`No district parents at ${districtUrl}`);

const demoSetDatabase = await createBenchDatabase();
try {
  console.log(`${loadDescription}, server workers: ${process.env.WEB_CONCURRENCY ?? '1'}`);
  // (a) The demo set: the demo schools, given the same teaching history per student.
  const demoServer = await startLoadServer(demoSetDatabase.url, { seedDemo: true });
  let demo;
  try {
    const demoDatabase = await openPostgres(demoSetDatabase.url, { max: 2 });
    try {
      const today = new Date().toISOString().slice(0, 10);
      const ids = demoSchools.map((school) => school.id);
      await addTeachingHistory(demoDatabase, ids, { days: DAYS, today });
      await demoDatabase.exec('analyze');
    } finally {
      await demoDatabase.close();
    }
    const demoTargets = await targetsOf(
      demoServer,
      demoSchools.map((school) => ({
        tenantId: school.id,
        email: `parent@${school.code.toLowerCase()}.edu`,
      })),
      DEMO_PASSWORD,
    );
    demo = wrk(demoServer.baseUrl, demoTargets);
  } finally {
    await stopServer(demoServer);
  }
  console.log(
    `demo set      GET /api/parent/dashboard  ${demo.rps.toFixed(0).padStart(6)} req/s  p50 ${demo.p50.toFixed(1)} ms  p99 ${demo.p99.toFixed(1)} ms  non-2xx ${demo.errors}`,
  );

  // The district set: the server, then the naive SQL with pgbench on the same database.
  const districtServer = await startLoadServer(districtUrl, { seedDemo: false });
  const baselineServer =
    baseline &&
    (await startLoadServer(baseline.databaseUrl, {
      seedDemo: false,
      checkout: baseline.checkout,
    }));
  let district;
  let reference;
  let plan;
  try {
    const targets = await targetsOf(districtServer, districtParents, DISTRICT_PASSWORD);
    const baselineTargets =
      baselineServer && (await targetsOf(baselineServer, districtParents, DISTRICT_PASSWORD));
    const measureBaseline = () =>
      baselineServer && baselineTargets ? wrk(baselineServer.baseUrl, baselineTargets) : null;
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const early = round % 2 === 0 ? measureBaseline() : null;
      const server = wrk(districtServer.baseUrl, targets);
      const before = early ?? measureBaseline();
      const naive = pgbench(districtUrl, targets);
      const versus = before ? server.rps / before.rps : null;
      rounds.push({ server, naive, ratio: server.rps / naive.tps, before, versus });
      const beside = before
        ? `, baseline ${before.rps.toFixed(0)} req/s (${(before.rps / naive.tps).toFixed(2)}x; this server over it ${versus!.toFixed(2)}x)`
        : '';
      console.log(
        `  round ${round}: district server ${server.rps.toFixed(0)} req/s (p50 ${server.p50.toFixed(1)} ms), reference ${naive.tps.toFixed(0)} tps: ${(server.rps / naive.tps).toFixed(2)}x${beside}`,
      );
    }
    const middle = medianBy(rounds, (round) => round.ratio);
    district = {
      ...middle.server,
      errors: rounds.reduce((sum, round) => sum + round.server.errors, 0),
    };
    reference = middle.naive;
    if (baseline) {
      const ofBaseline = medianBy(rounds, (round) => round.before!.rps / round.naive.tps);
      const versus = median(rounds.map((round) => round.versus!));
      console.log(
        `baseline ${baseline.checkout}: median ${(ofBaseline.before!.rps / ofBaseline.naive.tps).toFixed(2)}x of the reference; this server / baseline, median of the rounds: ${versus.toFixed(2)}x`,
      );
    }
    plan = await explain(districtUrl, targets[0]!);
  } finally {
    await stopServer(districtServer);
    if (baselineServer) await stopServer(baselineServer);
  }
  console.log(`median round of ${ROUNDS}:`);
  console.log(
    `district set  GET /api/parent/dashboard  ${district.rps.toFixed(0).padStart(6)} req/s  p50 ${district.p50.toFixed(1)} ms  p99 ${district.p99.toFixed(1)} ms  non-2xx ${district.errors}`,
  );
  console.log(
    `reference     pgbench, naive SQL (9 statements per dashboard) ${reference.tps.toFixed(0).padStart(6)} tps  latency avg ${reference.latency.toFixed(1)} ms`,
  );
  const p50Ratio = district.p50 / demo.p50;
  const throughputRatio = district.rps / reference.tps;
  console.log(`p50: district / demo = ${p50Ratio.toFixed(2)}x (goal ${P50_GOAL}x or less)`);
  console.log(
    `throughput: server / naive reference = ${throughputRatio.toFixed(2)}x (goal ${THROUGHPUT_GOAL}x or more)`,
  );
  console.log(
    `\nEXPLAIN (ANALYZE, BUFFERS) of the dashboard statement (its kept plan), district set:\n${plan}`,
  );
  const ok =
    p50Ratio <= P50_GOAL &&
    throughputRatio >= THROUGHPUT_GOAL &&
    demo.errors === 0 &&
    district.errors === 0;
  process.exitCode = ok ? 0 : 1;
} finally {
  await demoSetDatabase.drop();
}
