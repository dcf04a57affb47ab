import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { openLiveStream, type LiveStreamClient } from '../test/live-stream-client.ts';
import { sectionSchool } from '../test/section-school.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';

describe.each(testBackends())('announcements live on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let school: School;
  const opened: LiveStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { liveHeartbeatMs: 3_600_000 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    school = await t.createSchool(
      sectionSchool(
        'ANNL',
        [5, 6],
        [
          [5, 'Mathematics', 1],
          [6, 'Mathematics', 1],
        ],
      ),
    );
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t?.close();
  });

  const open = async (session: Session) => {
    const stream = await openLiveStream(base, session, '/api/events');
    opened.push(stream);
    await stream.waitFor((text) => text.includes(': connected'));
    return stream;
  };

  it("tells the class's parents as it is posted, and nobody else", async () => {
    const teacher = await t.signInAs(school.teachers[0]!);
    const first = await open(await t.signInAs(school.parents[0]!));
    const second = await open(await t.signInAs(school.parents[1]!));
    const classOf = (grade: number) => school.year!.classes.find((c) => c.grade === grade)!.id;
    const post = (grade: number) =>
      t.call(teacher, {
        method: 'POST',
        url: '/api/announcements',
        payload: { title: 'Live', body: 'x', audience: 'classes', classIds: [classOf(grade)] },
      });
    expect((await post(5)).statusCode).toBe(201);
    await first.waitFor((text) => text.includes('"announcement"'));
    expect(first.events()).toContainEqual({ kind: 'announcement', studentId: null });
    // The other parent's stream hears its own class's post after, proving it heard nothing before.
    expect((await post(6)).statusCode).toBe(201);
    await second.waitFor((text) => text.includes('"announcement"'));
    expect(second.events().filter((e) => e.kind === 'announcement')).toHaveLength(1);
  });
});
