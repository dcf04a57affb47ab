import { describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { DEMO_PASSWORD } from './seed/schools/demo-schools.ts';
import { account, greenwood } from './test/demo.ts';
import { pgbouncerProgram, startPgbouncer } from './test/pgbouncer.ts';
import { postSignIn, startServer } from './test/server-process.ts';
import { createTestDatabase } from './test/test-app.ts';

describe.skipIf(!pgbouncerProgram)(
  'the server process behind PgBouncer in transaction mode',
  () => {
    it('starts (migrate under the lock on DATABASE_DIRECT_URL) and serves a signed-in read', async () => {
      const target = await createTestDatabase('postgres', { demo: true });
      const url = target.url!;
      const bouncer = await startPgbouncer();
      try {
        const server = await startServer({
          DATABASE_URL: bouncer.pooled(url),
          DATABASE_DIRECT_URL: url,
          JWT_SECRET: 'pooler-test-secret-that-is-long-enough-for-hs256',
          SEED_DEMO: '0',
        });
        try {
          expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
          const parent = account(greenwood, 'parent');
          const signedIn = await postSignIn(server.baseUrl, {
            tenantId: greenwood.id,
            email: parent.email,
            password: DEMO_PASSWORD,
          });
          expect(signedIn.status).toBe(200);
          const session = (await signedIn.json()) as Session;
          const children = await fetch(`${server.baseUrl}/api/parent/children`, {
            headers: { authorization: `Bearer ${session.access_token}` },
          });
          expect(children.status).toBe(200);
          const list = (await children.json()) as { name: string }[];
          expect(list.length).toBeGreaterThan(0);
          expect(list.every((child) => child.name.length > 0)).toBe(true);
        } finally {
          server.child.kill('SIGTERM');
          await server.exited;
        }
        expect(server.output()).not.toMatch(/"level":(40|50)/);
      } finally {
        await bouncer.stop();
        await target.drop();
      }
    }, 60_000);
  },
);
