import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, type AppDatabase } from '../platform/db/database.ts';
import { OWNER_ROLE } from '../platform/db/postgres-admin.ts';
import { freePort } from './server-process.ts';

// PgBouncer in transaction mode in front of the test server, as managed PostgreSQL offers it: each
// transaction (or statement outside one) may run on another server session.

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The pgbouncer program (scripts/ensure-pgbouncer.mjs installs it when missing and it may), or
 * null without TEST_DATABASE_URL or when it cannot be had: the tests that need it then skip,
 * after a loud message, except in CI, where they fail.
 */
export const pgbouncerProgram: string | null = (() => {
  if (!process.env.TEST_DATABASE_URL) return null;
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-pgbouncer.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const program = run.status === 0 ? run.stdout.trim().split('\n').pop() : undefined;
  if (!program && process.env.CI) throw new Error('CI must run the PgBouncer tests: install it.');
  return program ?? null;
})();

export interface Pgbouncer {
  /** `url` (a database of the test server) through the pooler instead. */
  pooled(url: string): string;
  stop(): Promise<void>;
}

/** A pgbouncer of its own on a free port in front of TEST_DATABASE_URL's server, answering. */
export async function startPgbouncer(): Promise<Pgbouncer> {
  if (!pgbouncerProgram) throw new Error('PgBouncer is not installed');
  const server = new URL(process.env.TEST_DATABASE_URL as string);
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-pgbouncer-'));
  // Run as root it drops to `nobody` (it refuses root), which must read its files.
  await chmod(dir, 0o755);
  const port = await freePort();
  const ini = `[databases]
* = host=${server.hostname} port=${server.port || 5432}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${path.join(dir, 'users.txt')}
pool_mode = transaction
default_pool_size = 4
max_client_conn = 200
ignore_startup_parameters = extra_float_digits
logfile =
pidfile =
`;
  const quote = (text: string) => `"${decodeURIComponent(text).replaceAll('"', '""')}"`;
  const users = [
    `${quote(server.username || 'postgres')} ${quote(server.password)}`,
    `${quote(OWNER_ROLE)} ""`,
  ];
  await writeFile(path.join(dir, 'users.txt'), `${users.join('\n')}\n`, { mode: 0o644 });
  await writeFile(path.join(dir, 'pgbouncer.ini'), ini, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const child = spawn(pgbouncerProgram, [...asRoot, path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const pooled = (url: string) => {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    return through.toString();
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await untilAnswering(pooled(server.toString()), () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`PgBouncer did not answer: ${(error as Error).message}\n${output}`);
  }
  return { pooled, stop };
}

async function untilAnswering(url: string, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (gone() || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** The application_name of the direct sessions openBehindPgbouncer opens: tests can tell them. */
export const DIRECT_SESSION = 'portal-direct';

/**
 * `url`'s database through a PgBouncer of its own, stopped when it closes. `direct: true` gives
 * LISTEN and the migration lock `url` itself (DATABASE_DIRECT_URL, its sessions named
 * DIRECT_SESSION); false: everything is pooled.
 */
export async function openBehindPgbouncer(
  url: string,
  options: { direct: boolean; max?: number },
): Promise<AppDatabase> {
  const bouncer = await startPgbouncer();
  try {
    const direct = new URL(url);
    direct.searchParams.set('application_name', DIRECT_SESSION);
    const database = await openPostgres(bouncer.pooled(url), {
      max: options.max ?? 5,
      directUrl: options.direct ? direct.toString() : undefined,
    });
    return {
      ...database,
      async close() {
        await database.close();
        await bouncer.stop();
      },
    };
  } catch (error) {
    await bouncer.stop();
    throw error;
  }
}
