import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import { demoDay, riverside, signIn } from '../test/demo.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { schoolRowCount } from '../test/school-row-count.ts';
import { conferenceSchool, eveningFor } from '../test/conference-school.ts';
import { setSchoolSettings } from '../test/school-settings.ts';

describe.each(testBackends())('conference booking API on %s', (kind) => {
  const t = useTestApp(kind);
  let s: Awaited<ReturnType<typeof conferenceSchool>>;
  let teacher: Session;
  let teacher2: Session;
  let admin: Session;
  let parent: Session;
  let parent2: Session;
  let parent3: Session;
  let sessionId: string;

  const publish = postJsonTo(t, '/api/conferences');
  const book = (who: Session, id: string, payload: Record<string, unknown>) =>
    t.call(who, { method: 'POST', url: `/api/parent/conferences/${id}/bookings`, payload });
  const move = (who: Session, id: string, startTime: string) =>
    t.call(who, {
      method: 'POST',
      url: `/api/parent/conference-bookings/${id}/move`,
      payload: { startTime },
    });
  const bookingCount = () =>
    schoolRowCount(
      t.inspect,
      'meetings',
      s.school.id,
      ['session_id', 'is not', null],
      ['status', '=', 'scheduled'],
    );

  beforeAll(async () => {
    s = await conferenceSchool(t, 'CONF');
    const { school } = s;
    [teacher, teacher2, admin] = await Promise.all([
      t.signInAs(school.teachers[0]!),
      t.signInAs(school.teachers[1]!),
      t.signInAs(school.admins[0]!),
    ]);
    parent = await t.signInAs(school.parents[0]!);
    parent2 = await t.signInAs(school.parents[1]!);
    parent3 = await t.signInAs(school.parents[2]!);
    const published = await publish(teacher, eveningFor([s.class10]));
    expect(published.statusCode, published.body).toBe(201);
    sessionId = published.json().id;
  });

  it('publishes a session of slots the teacher lists; another teacher sees nothing of it', async () => {
    const list = await t.okJson<{ id: string; slotCount: number }[]>(teacher, '/api/conferences');
    expect(list).toEqual([expect.objectContaining({ id: sessionId, slotCount: 4 })]);
    expect(await t.okJson(teacher2, '/api/conferences')).toEqual([]);
    const other = await t.call(teacher2, { url: `/api/conferences/${sessionId}/schedule` });
    expect(other.statusCode).toBe(404);
  });

  it('refuses classes the teacher does not teach and bad ranges, naming the field', async () => {
    for (const [payload, field] of [
      [eveningFor([s.class11]), 'classIds'],
      [eveningFor([s.class10], { endTime: '15:00' }), 'endTime'],
      [eveningFor([s.class10], { date: demoDay(-1) }), 'date'],
      [eveningFor([s.class10], { slotMinutes: 2 }), 'slotMinutes'],
      [eveningFor([s.class10], { endTime: '16:10' }), 'slotMinutes'],
    ] as const) {
      const response = await publish(teacher, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details[0].path).toBe(field);
    }
  });

  it('lets an admin publish for a teacher and their classes, not for classes they do not teach', async () => {
    const wrong = await publish(
      admin,
      eveningFor([s.class11], { teacherId: s.school.teachers[0]!.id }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].path).toBe('classIds');
    const ok = await publish(
      admin,
      eveningFor([s.class11], { teacherId: s.school.teachers[1]!.id }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().teacherId).toBe(s.school.teachers[1]!.id);
    const list = await t.okJson<{ id: string }[]>(teacher2, '/api/conferences');
    expect(list.map((x) => x.id)).toEqual([ok.json().id]);
  });

  it("shows parents only their children's classes' sessions, with the free slots", async () => {
    const mine = await t.okJson<{ id: string; freeSlots: unknown[]; children: unknown[] }[]>(
      parent,
      '/api/parent/conferences',
    );
    expect(mine.map((x) => x.id)).toEqual([sessionId]);
    expect(mine[0]!.children).toEqual([{ id: s.samId, name: 'Sam Able' }]);
    expect(mine[0]!.freeSlots).toHaveLength(4);
    const carl = await t.okJson<{ id: string }[]>(parent3, '/api/parent/conferences');
    expect(carl.map((x) => x.id)).not.toContain(sessionId);
  });

  it('books, refuses a second slot for the child and a taken slot, moves, and the schedule names the children', async () => {
    const first = await book(parent, sessionId, { studentId: s.samId, startTime: '16:00' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ startTime: '16:00', endTime: '16:15', changeable: true });

    const again = await book(parent, sessionId, { studentId: s.samId, startTime: '16:30' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0].path).toBe('studentId');

    const taken = await book(parent2, sessionId, { studentId: s.annId, startTime: '16:00' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details[0]).toMatchObject({ path: 'startTime' });
    expect(
      taken.json().error.details[0].freeSlots.map((x: { startTime: string }) => x.startTime),
    ).toEqual(['16:15', '16:30', '16:45']);

    const second = await book(parent2, sessionId, { studentId: s.annId, startTime: '16:15' });
    expect(second.statusCode, second.body).toBe(201);
    const moved = await move(parent2, second.json().id, '16:45');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startTime).toBe('16:45');
    expect((await move(parent2, second.json().id, '16:00')).statusCode).toBe(409);

    const schedule = await t.okJson<{
      entries: { startTime: string; booking: { studentName: string } | null }[];
    }>(teacher, `/api/conferences/${sessionId}/schedule`);
    expect(schedule.entries.map((e) => [e.startTime, e.booking?.studentName ?? null])).toEqual([
      ['16:00', 'Sam Able'],
      ['16:15', null],
      ['16:30', null],
      ['16:45', 'Ann Best'],
    ]);
    // The office lists the school's sessions and opens the same day, children named.
    const school = await t.okJson<{ id: string; bookedCount: number }[]>(admin, '/api/conferences');
    expect(school.find((x) => x.id === sessionId)?.bookedCount).toBe(2);
    const office = await t.okJson<typeof schedule>(admin, `/api/conferences/${sessionId}/schedule`);
    expect(office.entries).toEqual(schedule.entries);
    // The bookings are meetings: the teacher's meeting list shows them.
    const meetings = await t.okJson<{ studentName: string }[]>(teacher, '/api/teacher/meetings');
    expect(meetings.map((m) => m.studentName).sort()).toEqual(['Ann Best', 'Sam Able']);
    const free = await t.okJson<{ freeSlots: { startTime: string }[] }[]>(
      parent,
      '/api/parent/conferences',
    );
    expect(free[0]!.freeSlots.map((x) => x.startTime)).toEqual(['16:15', '16:30']);
  });

  it("refuses another family's booking, a child not theirs, a slot outside the session and another school", async () => {
    const before = await bookingCount();
    const theirs = await t.okJson<{ bookings: { id: string }[] }[]>(
      parent2,
      '/api/parent/conferences',
    );
    const annBooking = theirs[0]!.bookings[0]!.id;
    expect((await move(parent, annBooking, '16:30')).statusCode).toBe(404);
    const cancelOther = await t.call(parent, {
      method: 'POST',
      url: `/api/parent/conference-bookings/${annBooking}/cancel`,
    });
    expect(cancelOther.statusCode).toBe(404);
    const notMine = await book(parent, sessionId, { studentId: s.annId, startTime: '16:30' });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.details[0].path).toBe('studentId');
    for (const startTime of ['17:00', '16:05', '09:00']) {
      const outside = await book(parent3, sessionId, { studentId: s.carlId, startTime });
      expect(outside.statusCode).toBeGreaterThanOrEqual(400);
      expect(outside.statusCode).toBeLessThan(500);
    }
    const stranger = await signIn(t.app, riverside, 'parent');
    const foreign = await book(stranger, sessionId, { studentId: s.samId, startTime: '16:30' });
    expect(foreign.statusCode).toBe(404);
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a move or a cancellation after the cut-off, naming the slot', async () => {
    const mine = await t.okJson<{ bookings: { id: string; changeable: boolean }[] }[]>(
      parent,
      '/api/parent/conferences',
    );
    const samBooking = mine[0]!.bookings[0]!.id;
    // Two weeks before the slot: the session (a week ahead) is past the cut-off.
    await setSchoolSettings(t.inspect, s.school.id, { conference_cutoff_hours: 336 });
    try {
      const late = await move(parent, samBooking, '16:30');
      expect(late.statusCode).toBe(400);
      expect(late.json().error.details[0].path).toBe('startTime');
      const cancel = await t.call(parent, {
        method: 'POST',
        url: `/api/parent/conference-bookings/${samBooking}/cancel`,
      });
      expect(cancel.statusCode).toBe(400);
      const listed = await t.okJson<{ bookings: { changeable: boolean }[] }[]>(
        parent,
        '/api/parent/conferences',
      );
      expect(listed[0]!.bookings[0]!.changeable).toBe(false);
    } finally {
      await setSchoolSettings(t.inspect, s.school.id, { conference_cutoff_hours: 24 });
    }
    const cancel = await t.call(parent, {
      method: 'POST',
      url: `/api/parent/conference-bookings/${samBooking}/cancel`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rebook = await book(parent, sessionId, { studentId: s.samId, startTime: '16:30' });
    expect(rebook.statusCode, rebook.body).toBe(201);
  });

  it("lets the teacher cancel a booking from their meetings: the slot frees, the family's email cancels the event", async () => {
    const mine = await t.okJson<{ bookings: { id: string; startTime: string }[] }[]>(
      parent,
      '/api/parent/conferences',
    );
    const booking = mine[0]!.bookings[0]!;
    const cancelled = await t.call(teacher, {
      method: 'POST',
      url: `/api/teacher/meetings/${booking.id}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await t.okJson<{ freeSlots: { startTime: string }[] }[]>(
      parent,
      '/api/parent/conferences',
    );
    expect(after[0]!.freeSlots.map((x) => x.startTime)).toContain(booking.startTime);
    const emails = await t.inspect
      .selectFrom('email_outbox')
      .select(['subject', 'attachments'])
      .where('tenant_id', '=', s.school.id)
      .where('to_email', '=', s.school.parents[0]!.email)
      .where('subject', 'like', 'Conference cancelled%')
      .execute();
    const calendars = emails.flatMap((e) => e.attachments as { content: string }[]);
    const thisOne = calendars.filter((a) => a.content.includes(`UID:meeting-${booking.id}@`));
    expect(thisOne).toHaveLength(1);
    expect(thisOne[0]!.content).toContain('METHOD:CANCEL');
  });
});
