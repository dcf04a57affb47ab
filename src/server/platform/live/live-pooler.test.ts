import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { buildApp } from '../../app.ts';
import { constructClass, registerToday, weekdayBefore } from '../../test/attendance-school.ts';
import { bearer } from '../../test/demo.ts';
import { connectedStreams, type LiveStreamClient } from '../../test/live-stream-client.ts';
import { openBehindPgbouncer, pgbouncerProgram } from '../../test/pgbouncer.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';

// Managed PostgreSQL behind PgBouncer in transaction mode: requests work through it, LISTEN does not.
describe.skipIf(!pgbouncerProgram)('live updates behind PgBouncer in transaction mode', () => {
  let t: TestApp;
  let directUrl = '';
  let teacher: Session;
  let parent: Session;
  let classId: string;
  let child: string;
  let schoolDay: string;
  const streams = connectedStreams();

  const connected = (base: string) => streams.open(base, parent);
  // The teacher's attendance save: its transaction, and the NOTIFY in it, go through the pooler.
  const mark = async (app: FastifyInstance, status: 'absent' | 'late') => {
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/teacher/classes/${classId}/attendance/${schoolDay}`,
      headers: bearer(teacher),
      payload: { marks: [{ studentId: child, status }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const heartbeats = (stream: LiveStreamClient) => stream.text().match(/: heartbeat/g)?.length ?? 0;

  beforeAll(async () => {
    t = await createTestApp(
      'postgres',
      {},
      {
        liveHeartbeatMs: 100,
        // DATABASE_URL through the pooler and no DATABASE_DIRECT_URL: LISTEN is pooled too.
        open: (url) => {
          directUrl = url;
          return openBehindPgbouncer(url, { direct: false });
        },
      },
    );
    const school = await t.createSchool({ teachers: 1, parents: 1, students: 0 });
    const maths = await constructClass(t.inspect, school, {
      teacher: 0,
      students: 1,
      name: 'Live',
    });
    classId = maths.classId;
    child = maths.studentIds[0]!;
    teacher = await t.signInAs(school.teachers[0]!);
    parent = await t.signInAs(school.parents[0]!);
    schoolDay = weekdayBefore(await registerToday(t, teacher, classId), 1);
  });
  afterAll(async () => {
    streams.closeAll();
    await t?.close();
  });

  it('without DATABASE_DIRECT_URL a LISTEN through the pooler never hears the change', async () => {
    const stream = await connected(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    await mark(t.app, 'absent');
    // The stream is alive (heartbeats keep coming) but the event never comes: the server session
    // that ran LISTEN went back to PgBouncer's pool, which drops what it is told.
    const before = heartbeats(stream);
    await stream.waitFor(() => heartbeats(stream) >= before + 4, 10_000);
    expect(stream.events()).toEqual([]);
  });

  it('with DATABASE_DIRECT_URL the next change reaches the parent’s open stream', async () => {
    const database = await openBehindPgbouncer(directUrl, { direct: true });
    const app = await buildApp({ config: testConfig(), database, backgroundMail: false });
    try {
      const stream = await connected(await app.listen({ host: '127.0.0.1', port: 0 }));
      await mark(app, 'late');
      await stream.waitFor((text) => text.includes('data: '));
      expect(stream.events()).toEqual([{ kind: 'attendance', studentId: child }]);
      stream.close();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
