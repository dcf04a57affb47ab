import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../../seed/school-builder.ts';
import { connectedStreams } from '../../test/live-stream-client.ts';
import { createTestApp, testBackends, type TestApp } from '../../test/test-app.ts';
import { IDS_PER_NOTIFY, publishUserEvents } from './live.publish.ts';

describe.each(testBackends())('live events for a signed-in person on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let school: School;
  let other: School;
  let teacher: Session;
  let admin: Session;
  let parent: Session;
  let otherTeacher: Session;
  const streams = connectedStreams();

  const open = async (session: Session) => {
    const stream = await streams.open(base, session, '/api/events');
    expect(stream.status).toBe(200);
    return stream;
  };
  const publish = (tenantId: string, userIds: string[], what: 'message' | 'notification') =>
    t.database.db.transaction().execute((tx) => publishUserEvents(tx, tenantId, userIds, what));

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { liveHeartbeatMs: 3_600_000 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    school = await t.createSchool({ admins: 1, teachers: 2, parents: 1, students: 0 });
    other = await t.createSchool({ teachers: 1, students: 0 });
    teacher = await t.signInAs(school.teachers[0]!);
    admin = await t.signInAs(school.admins[0]!);
    parent = await t.signInAs(school.parents[0]!);
    otherTeacher = await t.signInAs(other.teachers[0]!);
  });
  afterAll(async () => {
    streams.closeAll();
    await t?.close();
  });

  it('reaches that user only: not another person of the school, not the same id in another school', async () => {
    const mine = await open(teacher);
    const colleague = await open(await t.signInAs(school.teachers[1]!));
    const elsewhere = await open(otherTeacher);
    const adminStream = await open(admin);
    // The same user id announced under another school is not heard.
    await publish(other.id, [school.teachers[0]!.id], 'message');
    await publish(school.id, [school.teachers[0]!.id], 'notification');
    await mine.waitFor((text) => text.includes('data: '));
    expect(mine.events()).toEqual([{ kind: 'notification', studentId: null }]);
    // Each other stream hears its own event after, which proves it was live and heard nothing else.
    await publish(school.id, [school.teachers[1]!.id], 'message');
    await publish(other.id, [other.teachers[0]!.id], 'message');
    await publish(school.id, [school.admins[0]!.id], 'message');
    await colleague.waitFor((text) => text.includes('data: '));
    await elsewhere.waitFor((text) => text.includes('data: '));
    await adminStream.waitFor((text) => text.includes('data: '));
    for (const stream of [colleague, elsewhere, adminStream]) {
      expect(stream.events()).toEqual([{ kind: 'message', studentId: null }]);
    }
    expect(mine.events()).toHaveLength(1);
  });

  it('is open to every role, and a parent’s child stream does not carry user events', async () => {
    const all = await open(parent);
    const children = await streams.open(base, parent);
    await publish(school.id, [school.parents[0]!.id], 'message');
    await all.waitFor((text) => text.includes('data: '));
    expect(all.events()).toEqual([{ kind: 'message', studentId: null }]);
    expect(children.events()).toEqual([]);
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it('chunks a large fan-out under the NOTIFY size limit, and sends nothing on rollback', async () => {
    const mine = await open(teacher);
    await t.database.db
      .transaction()
      .execute(async (tx) => {
        await publishUserEvents(tx, school.id, [school.teachers[0]!.id], 'message');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const many = Array.from({ length: IDS_PER_NOTIFY * 2 + 3 }, (_, i) =>
      i === IDS_PER_NOTIFY * 2 + 1 ? school.teachers[0]!.id : crypto.randomUUID(),
    );
    await publish(school.id, many, 'notification');
    await mine.waitFor((text) => text.includes('data: '));
    expect(mine.events()).toEqual([{ kind: 'notification', studentId: null }]);
  });

  it('ends when the person signs out', async () => {
    const session = await t.signInAs(school.teachers[1]!);
    const stream = await open(session);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(out.statusCode).toBe(204);
    await publish(school.id, [school.teachers[1]!.id], 'message');
    await stream.waitFor(() => stream.ended());
    expect(stream.events()).toEqual([]);
  });
});
