import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { CalendarFeedAddress } from '@/shared/schemas/calendar-feeds.ts';
import type { SchoolEvent } from '@/shared/schemas/school-events.ts';
import { parseFeed } from '../calendar-feeds/parse-feed.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { expectFieldRefusals, type FieldRefusal } from '../test/field-refusals.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('school events on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;

  const add = postJsonTo(t, '/api/admin/school-events');
  const feedEvents = async (session: Session) => {
    const { path } = await t.okJson<CalendarFeedAddress>(session, {
      method: 'POST',
      url: '/api/calendar-feed',
    });
    return parseFeed((await t.call(null, { url: path })).body).events;
  };

  beforeAll(async () => {
    school = await t.createSchool({ code: 'EVTA', parents: 1, teachers: 1, students: 0 });
    other = await t.createSchool({ code: 'EVTB', parents: 1, teachers: 0, students: 0 });
    admin = await t.signInAs(school.admins[0]!);
  });

  it("an admin adds, changes and removes an event, and everyone's feed of the school follows", async () => {
    const added = await add(admin, {
      title: '  Science fair ',
      date: '2031-03-14',
      startTime: '18:30',
      endTime: '20:00',
      place: 'Hall',
    });
    expect(added.statusCode, added.body).toBe(201);
    const event = added.json<SchoolEvent>();
    expect(event).toMatchObject({ title: 'Science fair', startTime: '18:30', endTime: '20:00' });

    const parent = await t.signInAs(school.parents[0]!);
    const [timed] = await feedEvents(parent);
    expect(timed).toMatchObject({
      summary: 'Science fair',
      start: '2031-03-14T18:30:00',
      tzid: 'America/New_York',
      location: 'Hall',
    });
    const teacher = await t.signInAs(school.teachers[0]!);
    expect((await feedEvents(teacher)).map((e) => e.summary)).toEqual(['Science fair']);
    const stranger = await t.signInAs(other.parents[0]!);
    expect(await feedEvents(stranger)).toEqual([]);

    const changed = await t.call(admin, {
      method: 'PUT',
      url: `/api/admin/school-events/${event.id}`,
      payload: { title: 'Science fair', date: '2031-03-15' },
    });
    expect(changed.json()).toMatchObject({ date: '2031-03-15', startTime: null, place: null });
    const [allDay] = await feedEvents(parent);
    expect(allDay).toMatchObject({ allDay: true, start: '2031-03-15' });

    const listed = await t.okJson<{ events: SchoolEvent[] }>(admin, '/api/admin/school-events');
    expect(listed.events.map((e) => e.id)).toEqual([event.id]);
    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `/api/admin/school-events/${event.id}`,
    });
    expect(removed.json()).toEqual({ events: [] });
    expect(await feedEvents(parent)).toEqual([]);
    const actions = (
      await auditEntries(t.inspect, ['action'], {
        tenantId: school.id,
        actionLike: 'school_events.%',
      })
    ).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'school_events.added',
        'school_events.updated',
        'school_events.removed',
      ]),
    );
  });

  it('refuses bad input with a 400 naming the field, and anyone but an admin', async () => {
    const cases: FieldRefusal[] = [
      [{ title: ' ', date: '2031-01-01' }, 'title', 'Enter a title'],
      [{ title: 'X', date: '1 Jan' }, 'date', 'Enter the day as YYYY-MM-DD'],
      [
        { title: 'X', date: '2031-01-01', startTime: '9am' },
        'startTime',
        'Enter the start as HH:MM',
      ],
      [
        { title: 'X', date: '2031-01-01', endTime: '10:00' },
        'startTime',
        'Enter the start time too',
      ],
      [
        { title: 'X', date: '2031-01-01', startTime: '10:00', endTime: '09:00' },
        'endTime',
        'The end must be after the start',
      ],
    ];
    await expectFieldRefusals((payload) => add(admin, payload), cases);
    const missing = await t.call(admin, {
      method: 'DELETE',
      url: '/api/admin/school-events/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const teacher = await t.signInAs(school.teachers[0]!);
    expect((await add(teacher, { title: 'X', date: '2031-01-01' })).statusCode).toBe(403);
  });
});
