import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { NotificationPage } from '@/shared/schemas/notifications.ts';
import type { School } from '../seed/school-builder.ts';
import { callerScope, recordingContext } from '../test/caller-scope.ts';
import { schoolRowCount } from '../test/school-row-count.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { notify, type NotifyInput } from './notify.service.ts';

describe.each(testBackends())('notify() on %s', (kind) => {
  let t: TestApp;
  let school: School;
  let other: School;
  let teacher: Session;
  const parents: Session[] = [];

  const tell = (input: Partial<NotifyInput> & { recipientUserIds: string[] }) => {
    const { ctx, kicked, pushed } = recordingContext(t);
    return callerScope(t, teacher)
      .asCaller(async (tx) =>
        notify(tx, ctx, {
          tenantId: school.id,
          kind: 'homework',
          title: 'Homework: Fractions',
          body: 'Due Friday',
          link: '/parent/dashboard',
          ...input,
        }),
      )
      .then((outcome) => {
        outcome.afterCommit();
        return { outcome, kicked, pushed };
      });
  };
  const outbox = (to: string) =>
    t.inspect
      .selectFrom('email_outbox')
      .select(['id', 'subject', 'body', 'next_attempt_at'])
      .where('to_email', '=', to)
      .orderBy('created_at')
      .execute();
  const list = (session: Session) => t.okJson<NotificationPage>(session, '/api/notifications');
  const prefs = (session: Session, body: object) =>
    t.call(session, { method: 'PUT', url: '/api/notifications/preferences', payload: body });
  // What each test saves besides what it checks: no quiet hours, no digest (its own choice, stated
  // here, so a change of the defaults does not change what these tests check).
  const basePrefs = {
    kinds: [],
    quietStart: null,
    quietEnd: null,
    digest: false,
    digestAt: '18:00',
    pushContent: true,
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    school = await t.createSchool({ teachers: 1, parents: 5, students: 0 });
    other = await t.createSchool({ parents: 1, students: 0 });
    teacher = await t.signInAs(school.teachers[0]!);
    for (const parent of school.parents) parents.push(await t.signInAs(parent));
  });
  afterAll(async () => t?.close());

  it('makes an entry for each recipient only, emails per preference, once per event', async () => {
    const [a, b] = school.parents;
    const { outcome, kicked } = await tell({
      recipientUserIds: [a!.id, b!.id],
      dedupKey: 'homework/1',
    });
    expect(outcome.told.sort()).toEqual([a!.id, b!.id].sort());
    // Homework is not emailed by default (README): the entries only.
    expect(await outbox(a!.email)).toEqual([]);
    expect(kicked).toEqual([]);
    const seen = await list(parents[0]!);
    expect(seen.rows).toMatchObject([
      { kind: 'homework', title: 'Homework: Fractions', link: '/parent/dashboard', readAt: null },
    ]);
    expect((await list(parents[2]!)).total).toBe(0);
    const otherParent = await t.signInAs(other.parents[0]!);
    expect((await list(otherParent)).total).toBe(0);

    // The same event again: no second entry.
    const again = await tell({ recipientUserIds: [a!.id], dedupKey: 'homework/1' });
    expect(again.outcome.told).toEqual([]);
    expect((await list(parents[0]!)).total).toBe(1);
  });

  it('emails who chose email, not who said no, and never twice for one event', async () => {
    const [, , c, d] = school.parents;
    const homeworkBy = async (session: Session, channels: { portal: boolean; email: boolean }) =>
      (
        await prefs(session, {
          ...basePrefs,
          kinds: [{ kind: 'homework', ...channels, push: false }],
        })
      ).statusCode;
    expect(await homeworkBy(parents[3]!, { portal: true, email: false })).toBe(200);
    expect(await homeworkBy(parents[2]!, { portal: false, email: true })).toBe(200);
    const { kicked } = await tell({ recipientUserIds: [c!.id, d!.id], dedupKey: 'homework/2' });
    await tell({ recipientUserIds: [c!.id, d!.id], dedupKey: 'homework/2' });
    const mail = await outbox(c!.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Homework: Fractions');
    expect(mail[0]!.body).toContain('Due Friday');
    expect(mail[0]!.body).toContain('http://portal.test/parent/dashboard');
    expect(await outbox(d!.email)).toEqual([]);
    expect(kicked).toEqual([school.id]);
    // Portal off: no entry in c's list; d has theirs.
    expect((await list(parents[2]!)).total).toBe(0);
    expect((await list(parents[3]!)).total).toBe(1);
  });

  it('holds email during quiet hours (school time) until they end, and groups a digest', async () => {
    const e = school.parents[4]!;
    const { rows } = await sql<{ start: string; end: string }>`
      select to_char(now() at time zone 'America/New_York' - interval '1 hour', 'HH24:MI') as start,
             to_char(now() at time zone 'America/New_York' + interval '2 hours', 'HH24:MI') as end`.execute(
      t.inspect,
    );
    const quiet = { ...basePrefs, quietStart: rows[0]!.start, quietEnd: rows[0]!.end };
    const kinds = [{ kind: 'grade', portal: true, email: true, push: true }];
    expect((await prefs(parents[4]!, { ...quiet, kinds })).statusCode).toBe(200);
    const { kicked } = await tell({ recipientUserIds: [e.id], kind: 'grade', title: 'Grade: B+' });
    const [held] = await outbox(e.email);
    const inMinutes = (new Date(held!.next_attempt_at).getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(100);
    expect(inMinutes).toBeLessThan(125);
    expect(kicked).toEqual([]);

    // Digest: two events, one email at the digest time.
    expect((await prefs(parents[4]!, { ...basePrefs, kinds, digest: true })).statusCode).toBe(200);
    await tell({ recipientUserIds: [e.id], kind: 'grade', title: 'Grade: A' });
    await tell({ recipientUserIds: [e.id], kind: 'grade', title: 'Grade: C' });
    const digests = (await outbox(e.email)).filter((m) => m.subject.includes('digest'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body).toMatch(/Grade: A[\s\S]*Grade: C/);
  });

  it('tells 250 people in one transaction: 250 entries, 250 emails', async () => {
    const big = await t.createSchool({ teachers: 1, parents: 250, students: 0 });
    const author = await t.signInAs(big.teachers[0]!);
    const { ctx } = recordingContext(t);
    const started = Date.now();
    const outcome = await callerScope(t, author).asCaller((tx) =>
      notify(tx, ctx, {
        tenantId: big.id,
        recipientUserIds: big.parents.map((p) => p.id),
        kind: 'announcement',
        title: 'School closed on Monday',
        body: 'Snow day.',
        link: '/parent/dashboard',
      }),
    );
    const ms = Date.now() - started;
    expect(outcome.told).toHaveLength(250);
    expect(outcome.emailsQueued).toBe(250);
    expect(await schoolRowCount(t.inspect, 'email_outbox', big.id)).toBe(250);
    expect(ms).toBeLessThan(10_000);
  });
});
