import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { conferenceSchool, eveningFor } from '../test/conference-school.ts';

// Two families ask for the same slot at the same moment: the database decides (the unique index
// of 0039). On PostgreSQL the two requests run in two connections at once.
describe.each(testBackends())('conference slot race on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('gives the slot to exactly one family; the other hears so, with the free slots', async () => {
    const s = await conferenceSchool(t, 'RACE');
    const teacher = await t.signInAs(s.school.teachers[0]!);
    const parent = await t.signInAs(s.school.parents[0]!);
    const parent2 = await t.signInAs(s.school.parents[1]!);
    const published = await t.call(teacher, {
      method: 'POST',
      url: '/api/conferences',
      payload: eveningFor([s.class10]),
    });
    const url = `/api/parent/conferences/${published.json().id}/bookings`;

    const answers = await Promise.all([
      t.call(parent, { method: 'POST', url, payload: { studentId: s.samId, startTime: '16:30' } }),
      t.call(parent2, { method: 'POST', url, payload: { studentId: s.annId, startTime: '16:30' } }),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!.json().error;
    expect(lost.message).toMatch(/just booked by another family/);
    expect(lost.details[0].path).toBe('startTime');
    expect(lost.details[0].freeSlots.map((x: { startTime: string }) => x.startTime)).toEqual([
      '16:00',
      '16:15',
      '16:45',
    ]);
    const rows = await t.inspect
      .selectFrom('meetings')
      .select(['student_id', 'status'])
      .where('tenant_id', '=', s.school.id)
      .execute();
    expect(rows).toHaveLength(1);

    // The index decides even past the service's checks: a second scheduled row for the slot fails.
    const won = await t.inspect
      .selectFrom('meetings')
      .selectAll()
      .where('tenant_id', '=', s.school.id)
      .executeTakeFirstOrThrow();
    const second = t.inspect
      .insertInto('meetings')
      .values({ ...won, id: undefined, student_id: s.annId, created_at: undefined })
      .execute();
    await expect(second).rejects.toMatchObject({ constraint: 'meetings_one_booking_a_slot' });
  });
});
