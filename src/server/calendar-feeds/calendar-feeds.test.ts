import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedAddress } from '@/shared/schemas/calendar-feeds.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { withTenant } from '../platform/db/with-tenant.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { FEED_YEAR, HOLIDAY, TERM, feedSchool, type FeedSchool } from './feed-school.ts';
import { parseFeed } from './parse-feed.ts';

const ZONE = 'America/New_York';
const schoolDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));

/** The days of a date range (YYYY-MM-DD) on an ISO weekday (1 = Monday). */
function weekdaysIn(range: { startsOn: string; endsOn: string }, isoDay: number): string[] {
  const days: string[] = [];
  for (let at = Date.parse(range.startsOn); at <= Date.parse(range.endsOn); at += 86_400_000) {
    if ((new Date(at).getUTCDay() || 7) === isoDay)
      days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

describe.each(testBackends())('calendar feeds on %s', (kind) => {
  const t = useTestApp(kind);
  let one: FeedSchool;
  let two: FeedSchool;

  const turnOn = async (session: Session) => {
    const response = await t.call(session, { method: 'POST', url: '/api/calendar-feed' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalendarFeedAddress>();
  };
  const fetchFeed = (path: string) => t.call(null, { method: 'GET', url: path });
  const feedOf = async (session: Session) => {
    const response = await fetchFeed((await turnOn(session)).path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    return { text: response.body, ...parseFeed(response.body) };
  };

  beforeAll(async () => {
    one = await feedSchool(t, 'FEEDA');
    two = await feedSchool(t, 'FEEDB');
  });

  it("gives a parent their child's weekly lessons through the term, homework, meetings and school events", async () => {
    const parent = await t.signInAs(one.school.parents[0]!);
    const feed = await feedOf(parent);
    const mine = one.families[0]!;
    expect(feed.zone).toBe(ZONE);

    const lessons = feed.events.filter((event) => event.freq);
    expect(lessons).toHaveLength(1);
    const lesson = lessons[0]!;
    expect(lesson).toMatchObject({ summary: mine.className, tzid: ZONE, freq: 'WEEKLY' });
    expect(lesson.description).toContain(mine.child);
    expect(schoolDate(lesson.until!)).toBe(TERM.endsOn);
    const mondays = weekdaysIn(TERM, 1);
    const holidayMondays = weekdaysIn(HOLIDAY, 1);
    expect(lesson.excluded.map(schoolDate)).toEqual(holidayMondays);
    // Every Monday of the term but the holiday's, always at 9:00 school time, across the DST
    // change (13:00 UTC before, 14:00 after).
    expect(lesson.occurrences.map((o) => schoolDate(o.at))).toEqual(
      mondays.filter((day) => !holidayMondays.includes(day)),
    );
    expect(new Set(lesson.occurrences.map((o) => o.local.slice(11)))).toEqual(
      new Set(['09:00:00']),
    );
    expect(new Set(lesson.occurrences.map((o) => o.at.slice(11, 13)))).toEqual(
      new Set(['13', '14']),
    );

    const homework = feed.events.find((event) => event.summary.includes(mine.homework))!;
    expect(homework).toMatchObject({ allDay: true, start: `${FEED_YEAR}-10-10` });
    const meeting = feed.events.find((event) => event.uid.startsWith('meeting-'))!;
    expect(meeting).toMatchObject({
      summary: `Meeting about ${mine.child}`,
      location: mine.meetingPlace,
      start: `${FEED_YEAR}-10-22T16:00:00`,
      end: `${FEED_YEAR}-10-22T16:20:00`,
      tzid: ZONE,
    });
    const event = feed.events.find((entry) => entry.summary === one.event)!;
    expect(event).toMatchObject({ allDay: true, start: `${FEED_YEAR}-10-30`, location: 'Hall' });
    expect(feed.events).toHaveLength(4);

    // Nothing of the other family, of drafts, nor of the other school.
    for (const other of [one.families[1]!, ...two.families]) {
      for (const word of Object.values(other)) expect(feed.text).not.toContain(word);
    }
    expect(feed.text).not.toContain(mine.draft);
    expect(feed.text).not.toContain(two.event);
  });

  it("gives a teacher their own classes' lessons and homework, their meetings and the school's events", async () => {
    const teacher = await t.signInAs(one.school.teachers[1]!);
    const feed = await feedOf(teacher);
    const theirs = one.families[1]!;
    const lesson = feed.events.find((event) => event.freq)!;
    expect(lesson).toMatchObject({
      summary: theirs.className,
      start: expect.stringMatching(/T10:00:00$/),
    });
    expect(feed.events.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(theirs.homework),
        `Meeting about ${theirs.child}`,
        one.event,
      ]),
    );
    expect(feed.events).toHaveLength(4);
    // A meeting without an end time lasts half an hour.
    const meeting = feed.events.find((event) => event.uid.startsWith('meeting-'))!;
    expect(meeting).toMatchObject({
      start: `${FEED_YEAR}-10-22T16:00:00`,
      end: `${FEED_YEAR}-10-22T16:30:00`,
    });
    for (const word of [...Object.values(one.families[0]!), ...Object.values(two.families[1]!)]) {
      expect(feed.text).not.toContain(word);
    }
  });

  it("gives an admin the school's events only", async () => {
    const admin = await t.signInAs(two.school.admins[0]!);
    const feed = await feedOf(admin);
    expect(feed.events.map((event) => event.summary)).toEqual([two.event]);
  });

  it('answers 404 for the old address once reset, for every address once off, and for any unknown token', async () => {
    const parent = await t.signInAs(two.school.parents[0]!);
    const first = await turnOn(parent);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);
    const second = await turnOn(parent);
    expect(second.path).not.toBe(first.path);
    expect(second.path).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    expect((await fetchFeed(first.path)).statusCode).toBe(404);
    expect((await fetchFeed(second.path)).statusCode).toBe(200);
    expect(await t.okJson(parent, '/api/calendar-feed')).toMatchObject({ on: true });

    const off = await t.call(parent, { method: 'DELETE', url: '/api/calendar-feed' });
    expect(off.json()).toEqual({ on: false, since: null });
    expect((await fetchFeed(second.path)).statusCode).toBe(404);
    expect(await t.okJson(parent, '/api/calendar-feed')).toEqual({ on: false, since: null });

    for (const path of ['/api/calendar/nothing.ics', `/api/calendar/${'a'.repeat(43)}.ics`]) {
      expect((await fetchFeed(path)).statusCode).toBe(404);
    }
  });

  it('keeps the token hash from app_user, and a feed from an inactive account', async () => {
    const parent = one.school.parents[1]!;
    const { path } = await turnOn(await t.signInAs(parent));
    const asParent = { tenantId: parent.tenantId, userId: parent.id, role: 'parent' };
    await expect(
      withTenant(t.database.db, asParent, (tx) =>
        sql`select token_hash from calendar_feeds`.execute(tx),
      ),
    ).rejects.toThrow(/permission denied/);
    await t.inspect
      .updateTable('profiles')
      .set({ status: 'inactive' })
      .where('user_id', '=', parent.id)
      .execute();
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });
});
