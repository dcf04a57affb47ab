// API latency under load (ARCHITECTURE.md section 8), against a real PostgreSQL server:
// 200 concurrent connections for a fixed time per endpoint, reporting p50/p95/p99 and throughput.
// Needs wrk (apt-get install -y wrk). Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/api-latency.ts
// It creates and drops its own database; only loopback traffic, bounded in time.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Session } from '@/shared/schemas/auth.ts';
import { DEMO_PASSWORD, demoSchools } from '../db/seed/demo-schools.ts';
import { startServer } from '../src/server/test/server-process.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 5;
const P99_BUDGET_MS = 50;
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sqlText);
  await client.end();
}

/** Runs wrk (Debian package "wrk"): a C load generator, so the client does not eat the server's CPU. */
function load(name: string, url: string, headers: Record<string, string> = {}) {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  // Warm up first (JIT, pool connections), at the same concurrency; only the second run counts.
  spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${WARMUP_SECONDS}s`, ...headerArgs, url]);
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...headerArgs, url];
  const run = spawnSync('wrk', args, { encoding: 'utf8' });
  if (run.error) throw new Error('wrk is not installed: apt-get install -y wrk');
  const out = run.stdout;
  const ms = (label: string) => {
    const match = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const p99 = ms('99%');
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  console.log(
    `${name.padEnd(28)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${ms('50%').toFixed(1)} ms  p90 ${ms('90%').toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  non-2xx ${errors}`,
  );
  return { p99, errors };
}

const dbName = `portal_bench_${randomBytes(4).toString('hex')}`;
await withAdmin(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const server = await startServer({
  DATABASE_URL: url.toString(),
  SEED_DEMO: '1',
  JWT_SECRET: randomBytes(32).toString('hex'),
  SIGN_IN_LIMIT_PER_MINUTE: '100000',
});
try {
  const school = demoSchools[0]!;
  const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      tenant_id: school.id,
      email: `parent@${school.code.toLowerCase()}.edu`,
      password: DEMO_PASSWORD,
    }),
  });
  const session = (await signIn.json()) as Session;
  const auth = { authorization: `Bearer ${session.access_token}` };
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per endpoint, PostgreSQL; budget p99 < ${P99_BUDGET_MS} ms`,
  );
  const results = [
    load('GET /api/tenants/:code', `${server.baseUrl}/api/tenants/${school.code}`),
    load('GET /api/profile (parent)', `${server.baseUrl}/api/profile`, auth),
  ];
  const over = results.filter((result) => result.p99 >= P99_BUDGET_MS || result.errors > 0);
  console.log(over.length ? 'OVER BUDGET (or errors)' : 'within budget');
  process.exitCode = over.length ? 1 : 0;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await withAdmin(`drop database if exists ${dbName} with (force)`);
}
