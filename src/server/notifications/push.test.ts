import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { pushPayloadSchema } from '@/shared/schemas/notifications.ts';
import { generateVapidKeys } from '../platform/vapid-keys.ts';
import { createPushSender, PRIVATE_PUSH } from '../platform/workers/push-sender.ts';
import type { School } from '../seed/school-builder.ts';
import { callerScope, recordingContext } from '../test/caller-scope.ts';
import { decryptPush, makeSubscriptionKeys, startPushReceiver } from '../test/push-receiver.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { notify } from './notify.service.ts';

describe.each(testBackends())('Web Push on %s', (kind) => {
  const vapid = { ...generateVapidKeys(), subject: 'mailto:no-reply@portal.test' };
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let school: School;
  let teacher: Session;
  let parent: Session;

  const subscribe = async (session: Session, at: string) => {
    const keys = makeSubscriptionKeys();
    const response = await t.call(session, {
      method: 'POST',
      url: '/api/notifications/push/subscriptions',
      payload: {
        endpoint: `${receiver.base}${at}`,
        keys: { p256dh: keys.p256dh, auth: keys.authText },
      },
    });
    expect(response.statusCode).toBe(204);
    return keys;
  };
  /** Tells the parent of a grade, then sends the pushes it asked for. */
  const tellAndPush = async (title: string) => {
    const { ctx, pushed } = recordingContext(t);
    const outcome = await callerScope(t, teacher).asCaller((tx) =>
      notify(tx, ctx, {
        tenantId: school.id,
        recipientUserIds: [school.parents[0]!.id],
        kind: 'grade',
        title,
        body: 'Sam got an A in maths',
        link: '/parent/dashboard',
      }),
    );
    outcome.afterCommit();
    const sender = createPushSender({
      db: t.database.db,
      vapid,
      log: { warn: () => undefined },
      agent: receiver.agent,
    });
    for (const ids of pushed) sender.send(school.id, ids);
    // Sent twice (two processes told of the same ids): delivered once.
    for (const ids of pushed) sender.send(school.id, ids);
    await sender.drain();
  };

  beforeAll(async () => {
    receiver = await startPushReceiver((at) => (at.startsWith('/gone') ? 410 : 201));
    t = await createTestApp(kind, { vapid });
    school = await t.createSchool({ teachers: 1, parents: 1, students: 0 });
    teacher = await t.signInAs(school.teachers[0]!);
    parent = await t.signInAs(school.parents[0]!);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('answers the public key, and sends an encrypted push the subscription’s keys decrypt', async () => {
    const key = await t.okJson<{ publicKey: string }>(parent, '/api/notifications/push/key');
    expect(key.publicKey).toBe(vapid.publicKey);
    const keys = await subscribe(parent, '/sub/1');
    await tellAndPush('Grade posted: maths');
    expect(receiver.received).toHaveLength(1);
    const [push] = receiver.received;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push!.headers.authorization)).toMatch(/^vapid t=.*, k=/);
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(push!.body, keys)));
    expect(payload).toMatchObject({
      title: 'Grade posted: maths',
      body: 'Sam got an A in maths',
      url: '/parent/dashboard',
    });
  });

  it('puts no private text in a push when the person chose no content on the lock screen', async () => {
    receiver.received.length = 0;
    const prefs = await t.okJson<object>(parent, '/api/notifications/preferences');
    const saved = await t.call(parent, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { ...prefs, pushContent: false },
    });
    expect(saved.statusCode).toBe(200);
    const keys = await subscribe(parent, '/sub/1');
    await tellAndPush('Grade posted: history');
    expect(receiver.received).toHaveLength(1);
    const text = decryptPush(receiver.received[0]!.body, keys);
    expect(JSON.parse(text)).toMatchObject({ ...PRIVATE_PUSH, url: '/parent/dashboard' });
    expect(text).not.toMatch(/history|Sam|maths/);
  });

  it('forgets a subscription the push service answers 410 for', async () => {
    receiver.received.length = 0;
    await subscribe(parent, '/gone/1');
    const count = async () =>
      (
        await t.inspect
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('tenant_id', '=', school.id)
          .execute()
      ).map((row) => row.endpoint);
    expect(await count()).toHaveLength(2);
    await tellAndPush('Grade posted: art');
    expect(receiver.received.map((r) => r.path).sort()).toEqual(['/gone/1', '/sub/1']);
    expect(await count()).toEqual([`${receiver.base}/sub/1`]);
  });
});
