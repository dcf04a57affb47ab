// What the load benchmarks share: their settings, running wrk and pgbench (a warm-up, then the
// measured run), reading their figures, and the PostgreSQL server they make their databases on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The middle item of `items` by `by` (the upper one of an even count). */
export const medianBy = <T>(items: readonly T[], by: (item: T) => number) =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;

export const median = (values: readonly number[]) => medianBy(values, (value) => value);

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
export const WARMUP_SECONDS = 5;
/** The load, as the reports state it. */
export const loadDescription = `${CONNECTIONS} clients, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up`;
export const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on a database, on a connection of its own. */
export async function query<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `work` in a temporary folder holding `files` (name to text), removed afterwards. */
export function inTempFolder<T>(files: Record<string, string>, work: (folder: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs a load tool to its end; its output (stdout and stderr). */
export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} is not installed: apt-get install -y ${command}`);
  return result.stdout + result.stderr;
}

/** Throughput, p50 and p99 (ms) and non-2xx responses from wrk's output (run with --latency). */
export function wrkFigures(out: string) {
  const ms = (label: string) => {
    const match = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms('50%'),
    p99: ms('99%'),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** Transactions per second and average latency (ms) from pgbench's output. */
export function pgbenchFigures(out: string) {
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN),
    latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN),
  };
}

/**
 * wrk (Debian package "wrk", a C load generator, so the client does not eat the server's CPU) on
 * `url` with `options` (headers, a script): CONNECTIONS clients, warmed up, then measured.
 */
export function measureWrk(url: string, options: string[]) {
  const base = ['-t2', `-c${CONNECTIONS}`, ...options];
  run('wrk', [...base, `-d${WARMUP_SECONDS}s`, url]);
  return wrkFigures(run('wrk', [...base, `-d${SECONDS}s`, '--latency', url]));
}

/** pgbench with `options` (its -f scripts) on a database, likewise; the measured run's output. */
export function measurePgbench(databaseUrl: string, options: string[]): string {
  const base = ['-n', '-c', String(CONNECTIONS), '-j', '2', ...options, databaseUrl];
  run('pgbench', ['-T', String(WARMUP_SECONDS), ...base]);
  return run('pgbench', ['-T', String(SECONDS), ...base]);
}
