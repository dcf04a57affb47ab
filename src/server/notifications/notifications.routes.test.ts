import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { NotificationPage, NotificationPreferences } from '@/shared/schemas/notifications.ts';
import type { School } from '../seed/school-builder.ts';
import { callerScope, recordingContext } from '../test/caller-scope.ts';
import { openLiveStream } from '../test/live-stream-client.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { notify } from './notify.service.ts';

describe.each(testBackends())('the notification centre’s routes on %s', (kind) => {
  let t: TestApp;
  let school: School;
  let other: School;
  let admin: Session;
  let mine: Session;
  let theirs: Session;
  let elsewhere: Session;

  const tell = (userIds: string[], title: string) =>
    callerScope(t, admin).asCaller((tx) =>
      notify(tx, recordingContext(t).ctx, {
        tenantId: school.id,
        recipientUserIds: userIds,
        kind: 'meeting_booked',
        title,
        body: '',
        link: '/parent/dashboard',
      }),
    );
  const count = async (session: Session) =>
    (await t.okJson<{ unread: number }>(session, '/api/notifications/unread-count')).unread;
  const post = (session: Session, url: string) => t.call(session, { method: 'POST', url });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { liveHeartbeatMs: 3_600_000 });
    school = await t.createSchool({ admins: 1, parents: 2, students: 0 });
    other = await t.createSchool({ parents: 1, students: 0 });
    admin = await t.signInAs(school.admins[0]!);
    mine = await t.signInAs(school.parents[0]!);
    theirs = await t.signInAs(school.parents[1]!);
    elsewhere = await t.signInAs(other.parents[0]!);
  });
  const opened: { close(): void }[] = [];
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t?.close();
  });

  it('lists, counts and marks read the caller’s own entries; another’s id is not found', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openLiveStream(base, mine, '/api/events');
    await stream.waitFor((text) => text.includes(': connected'));
    await tell([school.parents[0]!.id], 'Meeting on Monday');
    await stream.waitFor((text) => text.includes('"notification"'));
    opened.push(stream);
    await tell([school.parents[0]!.id], 'Meeting on Tuesday');
    await tell([school.parents[1]!.id], 'Their meeting');
    expect(await count(mine)).toBe(2);
    const page = await t.okJson<NotificationPage>(mine, '/api/notifications?pageSize=1');
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.rows[0]!.title).toBe('Meeting on Tuesday');
    const theirsPage = await t.okJson<NotificationPage>(theirs, '/api/notifications');
    const theirId = theirsPage.rows[0]!.id;

    expect((await post(mine, `/api/notifications/${theirId}/read`)).statusCode).toBe(404);
    expect((await post(elsewhere, `/api/notifications/${theirId}/read`)).statusCode).toBe(404);
    expect((await post(mine, `/api/notifications/${crypto.randomUUID()}/read`)).statusCode).toBe(
      404,
    );
    expect(await count(theirs)).toBe(1);
    expect((await post(mine, `/api/notifications/${page.rows[0]!.id}/read`)).statusCode).toBe(204);
    expect(await count(mine)).toBe(1);
    expect((await post(mine, '/api/notifications/read-all')).statusCode).toBe(200);
    expect(await count(mine)).toBe(0);
    expect(await count(theirs)).toBe(1);
    expect((await t.okJson<NotificationPage>(elsewhere, '/api/notifications')).total).toBe(0);
  });

  it('answers defaults, saves choices, and refuses half-set quiet hours naming the field', async () => {
    const prefs = await t.okJson<NotificationPreferences>(mine, '/api/notifications/preferences');
    expect(prefs).toMatchObject({ quietStart: null, digest: false, digestAt: '18:00' });
    expect(prefs.kinds.find((k) => k.kind === 'attendance')).toEqual({
      kind: 'attendance',
      portal: true,
      email: true,
      push: true,
    });
    expect(prefs.kinds.find((k) => k.kind === 'homework')?.email).toBe(false);
    const saved = await t.call(mine, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: {
        ...prefs,
        quietStart: '21:00',
        quietEnd: '07:00',
        kinds: [{ kind: 'homework', portal: true, email: true, push: false }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<NotificationPreferences>()).toMatchObject({
      quietStart: '21:00',
      quietEnd: '07:00',
    });
    expect(saved.json<NotificationPreferences>().kinds.find((k) => k.kind === 'homework')).toEqual({
      kind: 'homework',
      portal: true,
      email: true,
      push: false,
    });
    // Another person's choices are untouched.
    const theirsNow = await t.okJson<NotificationPreferences>(
      theirs,
      '/api/notifications/preferences',
    );
    expect(theirsNow.quietStart).toBeNull();
    const bad = await t.call(mine, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { ...prefs, quietStart: '21:00', quietEnd: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('quietEnd');
  });
});
