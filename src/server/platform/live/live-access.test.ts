import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { buildApp } from '../../app.ts';
import { signAccessToken, type AccessClaims } from '../http/access-token.ts';
import { openLiveStream, type LiveStreamClient } from '../../test/live-stream-client.ts';
import { createTestApp, testBackends, testConfig, type TestApp } from '../../test/test-app.ts';
import { publishStudentEvents } from './live.publish.ts';

/** A school with an admin, a parent and their child, both signed in. */
interface Family {
  schoolId: string;
  parentId: string;
  childId: string;
  admin: Session;
  parent: Session;
}

describe.each(testBackends())(
  'live streams end with the access they were opened with, on %s',
  (kind) => {
    let t: TestApp;
    let base: string;
    const opened: LiveStreamClient[] = [];

    const family = async (): Promise<Family> => {
      const school = await t.createSchool({ admins: 1, parents: 1, students: 0 });
      const { id: childId } = await t.inspect
        .insertInto('students')
        .values({
          tenant_id: school.id,
          full_name: 'Cleo Live',
          roll_number: 'L-1',
          grade_level: 4,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const parentId = school.parents[0]!.id;
      await t.inspect
        .insertInto('guardianships')
        .values({ tenant_id: school.id, student_id: childId, parent_user_id: parentId, slot: 1 })
        .execute();
      return {
        schoolId: school.id,
        parentId,
        childId,
        admin: await t.signInAs(school.admins[0]!),
        parent: await t.signInAs(school.parents[0]!),
      };
    };
    const open = async (session: Session, at = base) => {
      const stream = await openLiveStream(at, session);
      opened.push(stream);
      expect(stream.status).toBe(200);
      await stream.waitFor((text) => text.includes(': connected'));
      return stream;
    };
    const publish = (f: Family, kind: 'fees' | 'grades') =>
      t.database.db
        .transaction()
        .execute((tx) => publishStudentEvents(tx, f.schoolId, [f.childId], kind));
    const as = (
      session: Session,
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${session.access_token}` },
        ...(payload ? { payload } : {}),
      });

    /** The stream delivers an event now; after `end` changes access, the next one ends it unheard. */
    async function expectEndsAfter(end: (f: Family) => Promise<void>) {
      const f = await family();
      const stream = await open(f.parent);
      await publish(f, 'fees');
      await stream.waitFor((text) => text.includes('data: '));
      await end(f);
      await publish(f, 'grades');
      await stream.waitFor(() => stream.ended());
      expect(stream.events()).toEqual([{ kind: 'fees', studentId: f.childId }]);
    }

    beforeAll(async () => {
      // No heartbeat during these tests: each stream is checked on the event alone.
      t = await createTestApp(kind, {}, { liveHeartbeatMs: 3_600_000 });
      base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      for (const stream of opened) stream.close();
      await t?.close();
    });

    it('ends when the parent signs out', async () => {
      await expectEndsAfter(async (f) => {
        expect((await as(f.parent, 'POST', '/api/auth/sign-out')).statusCode).toBe(204);
      });
    });

    it('ends when the session’s refresh family is revoked (a spent refresh token presented again)', async () => {
      await expectEndsAfter(async (f) => {
        const refresh = (token: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refresh_token: token },
          });
        expect((await refresh(f.parent.refresh_token)).statusCode).toBe(200);
        await sql`update refresh_tokens set spent_at = now() - interval '1 minute'
                 where tenant_id = ${f.schoolId} and spent_at is not null`.execute(t.inspect);
        expect((await refresh(f.parent.refresh_token)).statusCode).toBe(401);
      });
    });

    it('ends when the parent is deactivated', async () => {
      await expectEndsAfter(async (f) => {
        const response = await as(f.admin, 'PATCH', `/api/admin/users/${f.parentId}`, {
          status: 'inactive',
        });
        expect(response.statusCode).toBe(200);
      });
    });

    it('ends when the child is unlinked from the parent', async () => {
      await expectEndsAfter(async (f) => {
        const url = `/api/admin/students/${f.childId}/guardians/${f.parentId}`;
        expect((await as(f.admin, 'DELETE', url)).statusCode).toBeLessThan(300);
      });
    });

    it('ends when the access token it was opened with expires', async () => {
      const f = await family();
      const claims = JSON.parse(
        Buffer.from(f.parent.access_token.split('.')[1]!, 'base64url').toString(),
      ) as AccessClaims;
      // A token of the same session signed to expire a few seconds from now.
      const { token, expiresAt } = await signAccessToken(
        testConfig().jwtSecret,
        { sub: claims.sub, tenant_id: claims.tenant_id, role: claims.role, sid: claims.sid },
        Date.now() - 3_600_000 + 4_000,
      );
      const stream = await open({ ...f.parent, access_token: token });
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, expiresAt * 1000 - Date.now())),
      );
      await publish(f, 'grades');
      await stream.waitFor(() => stream.ended());
      expect(stream.events()).toEqual([]);
    });

    it('ends an idle stream on its heartbeat once the parent is deactivated', async () => {
      const second: FastifyInstance = await buildApp({
        config: testConfig(),
        database: t.database,
        backgroundMail: false,
        liveHeartbeatMs: 100,
      });
      try {
        const f = await family();
        const stream = await open(f.parent, await second.listen({ host: '127.0.0.1', port: 0 }));
        await stream.waitFor((text) => text.includes(': heartbeat'));
        expect(stream.ended()).toBe(false);
        await as(f.admin, 'PATCH', `/api/admin/users/${f.parentId}`, { status: 'inactive' });
        await stream.waitFor(() => stream.ended());
      } finally {
        await second.close();
      }
    });
  },
);
