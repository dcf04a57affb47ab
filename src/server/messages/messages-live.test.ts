import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { connectedStreams } from '../test/live-stream-client.ts';
import { messageSchool } from '../test/message-school.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';

describe.each(testBackends())('a new message, live, on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let school: School;
  const streams = connectedStreams();
  const open = (session: Session) => streams.open(base, session, '/api/events');

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { liveHeartbeatMs: 3_600_000 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    school = await t.createSchool(messageSchool('MSGL'));
  });
  afterAll(async () => {
    streams.closeAll();
    await t?.close();
  });

  it("reaches the thread's other members, not the sender, not another family", async () => {
    const parent = await t.signInAs(school.parents[0]!);
    const teacher = await t.signInAs(school.teachers[0]!);
    const otherParent = await t.signInAs(school.parents[2]!);
    const teacherStream = await open(teacher);
    const parentStream = await open(parent);
    const otherStream = await open(otherParent);
    const sam = school.year!.students.find((x) => x.fullName === 'Sam Able')!.id;
    const started = await t.call(parent, {
      method: 'POST',
      url: '/api/messages',
      payload: { recipients: [school.teachers[0]!.id], studentId: sam, subject: 'Hi', body: 'Hi' },
    });
    expect(started.statusCode, started.body).toBe(201);
    await teacherStream.waitFor((text) => text.includes('"message"'));
    expect(teacherStream.events()).toContainEqual({ kind: 'message', studentId: null });
    // And an entry in the teacher's notification centre that opens the conversation.
    const centre = await t.call(teacher, { url: '/api/notifications' });
    expect(centre.json().rows).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        title: `New message from ${school.parents[0]!.fullName}`,
        link: `/teacher/messages?thread=${started.json().id}`,
      }),
    );
    // The teacher's reply reaches the parent; the other family's stream heard neither.
    await t.call(teacher, {
      method: 'POST',
      url: `/api/messages/${started.json().id}/replies`,
      payload: { body: 'Hello' },
    });
    await parentStream.waitFor((text) => text.includes('"message"'));
    expect(parentStream.events()).toContainEqual({ kind: 'message', studentId: null });
    expect(otherStream.events()).toEqual([]);
  });
});
