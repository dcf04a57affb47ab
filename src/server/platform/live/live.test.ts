import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { buildApp } from '../../app.ts';
import type { School } from '../../seed/school-builder.ts';
import { createTestApp, testBackends, testConfig, type TestApp } from '../../test/test-app.ts';
import { connectedStreams } from '../../test/live-stream-client.ts';
import { createLiveHub } from './live-hub.ts';
import { IDS_PER_NOTIFY, publishStudentEvents } from './live.publish.ts';
import { demoToday } from '../../test/demo.ts';
import { addChildren } from '../../test/family-rows.ts';

const today = demoToday;

describe('live hub', () => {
  it('forwards an event only to streams of that school watching that student', () => {
    const hub = createLiveHub();
    const got: string[] = [];
    const sub = (name: string, tenantId: string, ids: string[], userId: string | null = null) =>
      hub.subscribe({
        tenantId,
        userId,
        studentIds: new Set(ids),
        send: (event) => got.push(`${name}:${event.kind}:${event.studentId}`),
        close: () => got.push(`${name}:closed`),
      });
    sub('a', 't1', ['s1', 's2'], 'u1');
    sub('b', 't1', ['s3'], 'u2');
    sub('c', 't2', ['s1'], 'u1');
    sub('d', 't1', ['s9']);
    hub.deliver(JSON.stringify({ t: 't1', k: 'fees', s: ['s1', 's8'] }));
    hub.deliver('not json');
    hub.deliver(JSON.stringify({ t: 't1', k: 'secrets', s: ['s1'] }));
    // A user event reaches that user of that school only; its kind must be a user kind.
    hub.deliver(JSON.stringify({ t: 't1', k: 'message', u: ['u1', 'u9'] }));
    hub.deliver(JSON.stringify({ t: 't1', k: 'fees', u: ['u1'] }));
    hub.deliver(JSON.stringify({ t: 't1', k: 'message', s: ['s1'] }));
    hub.deliver(JSON.stringify({ t: 't1', k: 'message', s: ['s1'], u: ['u1'] }));
    expect(got).toEqual(['a:fees:s1', 'a:message:null']);
    hub.closeAll();
    expect(got.slice(2)).toEqual(['a:closed', 'b:closed', 'c:closed', 'd:closed']);
    expect(hub.size).toBe(0);
  });
});

describe.each(testBackends())('live updates for parents on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let school: School;
  let admin: Session;
  let parentA: Session;
  let parentB: Session;
  let childA: string;
  let childB: string;
  let recordA: string;
  let recordB: string;
  const streams = connectedStreams();

  const open = (session: Session, at = base) => streams.open(at, session);
  const pay = (recordId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/fee-records/${recordId}/payments`,
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { amountCents: 1_000, paidOn: today(), method: 'cash' },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { liveHeartbeatMs: 150 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    school = await t.createSchool({ admins: 1, parents: 2, students: 0 });
    admin = await t.signInAs(school.admins[0]!);
    parentA = await t.signInAs(school.parents[0]!);
    parentB = await t.signInAs(school.parents[1]!);
    [childA, childB] = (await addChildren(t.inspect, school.id, [
      { name: 'Ann Live', rollNumber: 'L-1', gradeLevel: 3, parentId: school.parents[0]!.id },
      { name: 'Bob Live', rollNumber: 'L-2', gradeLevel: 3, parentId: school.parents[1]!.id },
    ])) as [string, string];
    const records = await t.inspect
      .insertInto('fee_records')
      .values(
        [childA, childA, childB].map((student_id) => ({
          tenant_id: school.id,
          student_id,
          fee_type: 'Tuition',
          amount_cents: 5_000,
          due_date: today(),
        })),
      )
      .returning('id')
      .execute();
    [recordA, , recordB] = records.map((row) => row.id) as [string, string, string];
  });
  afterAll(async () => {
    streams.closeAll();
    await t?.close();
  });

  it('sends a parent an event about their child when a payment is recorded; the other family and other schools get nothing', async () => {
    const other = await t.createSchool({ parents: 1, students: 0 });
    const otherParent = await t.signInAs(other.parents[0]!);
    const a = await open(parentA);
    const b = await open(parentB);
    const c = await open(otherParent);
    expect(a.status).toBe(200);

    expect((await pay(recordA)).statusCode).toBe(201);
    await a.waitFor((text) => text.includes('data: '));
    expect(a.events()).toEqual([{ kind: 'fees', studentId: childA }]);
    // B's own event after A's proves B's stream was live and saw nothing of A's child.
    expect((await pay(recordB)).statusCode).toBe(201);
    await b.waitFor((text) => text.includes('data: '));
    expect(b.events()).toEqual([{ kind: 'fees', studentId: childB }]);
    expect(a.events()).toHaveLength(1);
    expect(c.events()).toEqual([]);
    expect(a.text()).not.toMatch(/Ann|Bob|Tuition|5000|1000/);
  });

  it('sends nothing for a write that rolls back', async () => {
    const a = await open(parentA);
    // An overpayment is refused after the record was locked: nothing commits, nothing is sent.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/fee-records/${recordA}/payments`,
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { amountCents: 999_999, paidOn: today(), method: 'cash' },
    });
    expect(refused.statusCode).toBe(400);
    await t.database.db
      .transaction()
      .execute(async (tx) => {
        await publishStudentEvents(tx, school.id, [childA], 'attendance');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.database.db
      .transaction()
      .execute((tx) => publishStudentEvents(tx, school.id, [childA], 'grades'));
    await a.waitFor((text) => text.includes('data: '));
    expect(a.events()).toEqual([{ kind: 'grades', studentId: childA }]);
  });

  it('chunks a large fan-out under the NOTIFY size limit', async () => {
    const a = await open(parentA);
    const many = Array.from({ length: IDS_PER_NOTIFY * 2 + 3 }, (_, i) =>
      i === IDS_PER_NOTIFY * 2 + 1 ? childA : crypto.randomUUID(),
    );
    await t.database.db
      .transaction()
      .execute((tx) => publishStudentEvents(tx, school.id, many, 'homework'));
    await a.waitFor((text) => text.includes('data: '));
    expect(a.events()).toEqual([{ kind: 'homework', studentId: childA }]);
  });

  it('sends a heartbeat comment on the configured interval', async () => {
    const a = await open(parentA);
    await a.waitFor((text) => (text.match(/: heartbeat/g) ?? []).length >= 2, 3_000);
    expect(a.text().match(/^: heartbeat$/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(a.events()).toEqual([]);
  });

  it('refuses other roles and callers without a token at once', async () => {
    const denied = await fetch(`${base}/api/parent/events`, {
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    expect(denied.status).toBe(403);
    expect((await fetch(`${base}/api/parent/events`)).status).toBe(401);
  });

  it('reaches a parent connected to another app instance on the same database', async () => {
    const second: FastifyInstance = await buildApp({
      config: testConfig(),
      database: t.database,
      backgroundMail: false,
    });
    try {
      const secondBase = await second.listen({ host: '127.0.0.1', port: 0 });
      const a = await open(parentA, secondBase);
      const unpaid = (await t.inspect
        .selectFrom('fee_records')
        .select('id')
        .where('student_id', '=', childA)
        .where('paid_on', 'is', null)
        .executeTakeFirst())!.id;
      expect((await pay(unpaid)).statusCode).toBe(201);
      await a.waitFor((text) => text.includes('data: '));
      expect(a.events()).toEqual([{ kind: 'fees', studentId: childA }]);
      a.close();
    } finally {
      await second.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'listens again after the LISTEN connection drops, and tells streams to refetch',
    async () => {
      const a = await open(parentA);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                 where datname = current_database() and query ilike 'listen %'`.execute(t.inspect);
      await a.waitFor((text) => text.includes('"resync"'), 8_000);
      await t.database.db
        .transaction()
        .execute((tx) => publishStudentEvents(tx, school.id, [childA], 'attendance'));
      await a.waitFor((text) => text.includes('"attendance"'));
      expect(a.events()).toEqual([
        { kind: 'resync', studentId: null },
        { kind: 'attendance', studentId: childA },
      ]);
    },
  );

  it('ends open streams when the app shuts down', async () => {
    const third = await buildApp({
      config: testConfig(),
      database: t.database,
      backgroundMail: false,
    });
    const thirdBase = await third.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${thirdBase}/api/parent/events`, {
      headers: { authorization: `Bearer ${parentA.access_token}` },
    });
    const reader = response.body!.getReader();
    await reader.read();
    await third.close();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended';
    })();
    const still = new Promise((open) => setTimeout(() => open('still open'), 5_000));
    expect(await Promise.race([ended, still])).toBe('ended');
  });
});
