import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { DEMO_PASSWORD } from '../../seed/schools/demo-schools.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { greenwood } from '../../test/demo.ts';
import { postSignIn, startServer, type ServerProcess } from '../../test/server-process.ts';

/** What a model could write to stop the embedded server (PGlite runs on its only thread). */
const WORST = [
  'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r',
  "with recursive s(x) as (select 'x' union all select x || x from s) select length(x) from s",
  "select repeat('x', 64000000) as big",
  'select count(*) from generate_series(1, 1000000000)',
  'select count(*) from chat_students a, chat_students b, chat_classes c',
];

/**
 * The server process on the embedded database, a parent asking, a model answering with the worst
 * SQL: each is refused with a plain 422, and /api/health answers within a second throughout.
 */
describe('model-written SQL cannot stop the embedded server', () => {
  let dataDir: string;
  let fake: FakeOpenAi;
  let server: ServerProcess;
  let parent: Session;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-sql-health-'));
    fake = await startFakeOpenAi();
    server = await startServer(
      { DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-health-test', OPENAI_BASE_URL: fake.baseUrl },
      { startTimeoutMs: 170_000 },
    );
    const signedIn = await postSignIn(server.baseUrl, {
      tenantId: greenwood.id,
      email: 'parent@greenwood.edu',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    parent = (await signedIn.json()) as Session;
  }, 180_000);
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await fake?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses each in plain words while /api/health keeps answering within a second', async () => {
    let asking = true;
    const latencies: number[] = [];
    const poll = (async () => {
      while (asking) {
        const started = performance.now();
        const health = await fetch(`${server.baseUrl}/api/health`, {
          signal: AbortSignal.timeout(5000),
        });
        expect(health.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      for (const query of WORST) {
        fake.script({ reply: `\`\`\`sql\n${query}\n\`\`\`` });
        const response = await fetch(`${server.baseUrl}/functions/v1/db-query`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${parent.access_token}`,
          },
          body: JSON.stringify({ question: 'Which bus goes to the zoo?' }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json()) as { error?: { message: string } };
        expect(response.status, query).toBe(422);
        expect(body.error?.message, query).toMatch(/^I could not answer that safely: /);
      }
    } finally {
      asking = false;
      await poll;
    }
    expect(fake.calls).toHaveLength(WORST.length);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1000);
  }, 120_000);
});
