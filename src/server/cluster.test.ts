import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process.ts';
import { testBackends } from './test/test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = testBackends().includes('postgres');

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sqlText);
  await client.end();
}

/** The server processes started by a process (tsx also starts an esbuild helper: not counted). */
const workersOf = (pid: number) =>
  execFileSync('ps', ['-o', 'args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('src/server/main.ts'));

describe.runIf(onPostgres)('WEB_CONCURRENCY on PostgreSQL', () => {
  const name = `portal_cluster_${randomBytes(4).toString('hex')}`;
  let url: string;
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const parsed = new URL(adminUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => admin(`drop database if exists ${name} with (force)`));

  it('runs one worker per WEB_CONCURRENCY on one port, and stops them all on SIGTERM', async () => {
    const server = await startServer({
      DATABASE_URL: url,
      SEED_DEMO: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_CONCURRENCY: '2',
    });
    try {
      const pid = server.child.pid as number;
      await expect.poll(() => workersOf(pid).length, { timeout: 20_000 }).toBe(2);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${server.baseUrl}/api/tenants/GREENWOOD`)),
      );
      expect(answers.every((answer) => answer.ok)).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
});
