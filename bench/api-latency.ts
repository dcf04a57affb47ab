// API throughput against a reference run beside it (ARCHITECTURE.md section 8), on a real
// PostgreSQL server: `GET /api/profile` through the whole server (HTTP, JWT, one statement that opens
// the request, the query, commit) against pgbench sending the naive five-statement transaction
// (BEGIN, set_config, session check, query, COMMIT) straight to PostgreSQL, same client count.
// Goal: the server at 1.5x or more of the reference.
// Needs wrk and pgbench (apt-get install -y wrk postgresql-client).
// Usage: npx tsx bench/api-latency.ts   (BENCH_DATABASE_URL, BENCH_CONNECTIONS, BENCH_SECONDS,
// WEB_CONCURRENCY to run the server with one worker per core)
// It creates and drops its own database; only loopback traffic, bounded in time.
import path from 'node:path';
import type { Session } from '@/shared/schemas/auth.ts';
import { DEMO_PASSWORD, demoSchools } from '../src/server/seed/schools/demo-schools.ts';
import { createBenchDatabase, signIn, startLoadServer, stopServer } from './load-server.ts';
import {
  inTempFolder,
  loadDescription,
  measurePgbench,
  measureWrk,
  pgbenchFigures,
} from './load-tools.ts';

const GOAL = 1.5;
/** wrk on `url` with these request headers. */
function wrk(url: string, headers: Record<string, string>) {
  return measureWrk(
    url,
    Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
  );
}

/** The five statements a signed-in read cost before the platform work, as pgbench sends them. */
function naiveScript(session: Session, sessionId: string): string {
  const { id: userId, tenant_id: tenantId } = session.user;
  return `BEGIN;
select set_config('role', 'app_user', true), set_config('app.tenant_id', '${tenantId}', true), set_config('app.user_id', '${userId}', true), set_config('app.role', 'parent', true);
select id, user_id, kind from sessions where id = '${sessionId}' and revoked_at is null;
select user_id, tenant_id, role, full_name, email, theme_preference from profiles where user_id = '${userId}';
COMMIT;
`;
}

function pgbench(databaseUrl: string, script: string) {
  return inTempFolder({ 'naive.sql': script }, (folder) =>
    pgbenchFigures(measurePgbench(databaseUrl, ['-f', path.join(folder, 'naive.sql')])),
  );
}

const database = await createBenchDatabase();
const server = await startLoadServer(database.url, { seedDemo: true });
try {
  const school = demoSchools[0]!;
  const { session, sessionId } = await signIn(server, {
    tenantId: school.id,
    email: `parent@${school.code.toLowerCase()}.edu`,
    password: DEMO_PASSWORD,
  });
  const workers = process.env.WEB_CONCURRENCY ?? '1';
  console.log(`${loadDescription}, PostgreSQL, server workers: ${workers}`);

  const reference = pgbench(database.url, naiveScript(session, sessionId));
  console.log(
    `reference  pgbench, five statements per transaction   ${reference.tps.toFixed(0).padStart(6)} tps   latency avg ${reference.latency.toFixed(1)} ms`,
  );
  const ours = wrk(`${server.baseUrl}/api/profile`, {
    authorization: `Bearer ${session.access_token}`,
  });
  console.log(
    `server     GET /api/profile (HTTP, JWT, 1 round trip)   ${ours.rps.toFixed(0).padStart(6)} req/s p50 ${ours.p50.toFixed(1)} ms  p99 ${ours.p99.toFixed(1)} ms  non-2xx ${ours.errors}`,
  );
  const tenants = wrk(`${server.baseUrl}/api/tenants/${school.code}`, {});
  console.log(
    `server     GET /api/tenants/:code (public)              ${tenants.rps.toFixed(0).padStart(6)} req/s p50 ${tenants.p50.toFixed(1)} ms  p99 ${tenants.p99.toFixed(1)} ms`,
  );
  const ratio = ours.rps / reference.tps;
  console.log(`ratio: server / reference = ${ratio.toFixed(2)}x (goal ${GOAL}x or more)`);
  process.exitCode = ratio >= GOAL && ours.errors === 0 ? 0 : 1;
} finally {
  await stopServer(server);
  await database.drop();
}
