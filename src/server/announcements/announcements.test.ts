import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { classIdOf, sectionSchool } from '../test/section-school.ts';
import { schoolRowIds } from '../test/school-row-ids.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('announcements API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;
  let teacher: Session;
  let otherTeacher: Session;
  let parentA: Session;
  let parentB: Session;
  let strangerParent: Session;
  let classA: string;
  let classB: string;

  const post = postJsonTo(t, '/api/announcements');
  const feed = (session: Session) =>
    t.okJson<{ items: { id: string; readAt: string | null }[]; unread: number; total: number }>(
      session,
      '/api/announcements',
    );
  const feedIds = async (session: Session) => (await feed(session)).items.map((item) => item.id);
  const outboxTo = async (id: string) =>
    (
      await t.inspect
        .selectFrom('email_outbox')
        .select('to_email')
        .where('tenant_id', '=', school.id)
        .where('subject', '=', `Announcement: ${id}`)
        .execute()
    )
      .map((row) => row.to_email)
      .sort();

  beforeAll(async () => {
    school = await t.createSchool(
      sectionSchool('ANNC', { 'Sam Able': 10, 'Carl Cook': 11, 'Dana Dale': 11 }),
    );
    other = await t.createSchool({ code: 'ANNO', parents: 1, teachers: 1, year: {} });
    classA = classIdOf(school, 10);
    classB = classIdOf(school, 11);
    admin = await t.signInAs(school.admins[0]!);
    teacher = await t.signInAs(school.teachers[0]!);
    otherTeacher = await t.signInAs(school.teachers[1]!);
    parentA = await t.signInAs(school.parents[0]!);
    parentB = await t.signInAs(school.parents[1]!);
    strangerParent = await t.signInAs(other.parents[0]!);
  });

  const classPost = (title: string, classIds = [classA]) => ({
    title,
    body: 'Bring <b>wellies</b> on Friday.',
    audience: 'classes',
    classIds,
  });

  it("a teacher's class announcement reaches only that class's guardians, in the feed, by email and in the counts", async () => {
    const response = await post(teacher, classPost('Trip'));
    expect(response.statusCode).toBe(201);
    const sent = response.json();
    expect(sent).toMatchObject({ title: 'Trip', recipients: 1, read: 0 });
    expect(sent.audienceLabel).toContain('Grade 10A');

    expect(await feedIds(parentA)).toContain(sent.id);
    expect(await feedIds(parentB)).not.toContain(sent.id);
    expect(await feedIds(strangerParent)).not.toContain(sent.id);
    expect(await outboxTo('Trip')).toEqual(['parent@annc.test']);
    const mine = await feed(parentA);
    expect(mine.items.find((item) => item.id === sent.id)).toMatchObject({ readAt: null });
    expect(mine.unread).toBeGreaterThanOrEqual(1);

    const opened = await t.call(parentA, {
      method: 'POST',
      url: `/api/announcements/${sent.id}/read`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ body: 'Bring <b>wellies</b> on Friday.' });
    expect(opened.json().readAt).not.toBeNull();
    expect((await feed(parentA)).unread).toBe(mine.unread - 1);

    const counts = (url: string, session: Session) =>
      t.okJson<{ items: { id: string; read: number; recipients: number }[] }>(session, url);
    for (const session of [teacher, admin]) {
      const row = (await counts('/api/announcements/sent', session)).items.find(
        (item) => item.id === sent.id,
      );
      expect(row).toMatchObject({ read: 1, recipients: 1 });
    }
    expect(
      (await counts('/api/announcements/sent', otherTeacher)).items.map((i) => i.id),
    ).not.toContain(sent.id);
  });

  it('a parent guessing another family’s or school’s announcement id gets 404', async () => {
    const { id } = (await post(teacher, classPost('Guess'))).json();
    for (const session of [parentB, strangerParent]) {
      const response = await t.call(session, {
        method: 'POST',
        url: `/api/announcements/${id}/read`,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('a teacher posts only to classes they teach; parents not at all (403 naming the field)', async () => {
    const notTheirs = await post(teacher, classPost('Not mine', [classA, classB]));
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.details).toEqual([
      { path: 'classIds', message: 'Choose classes you teach' },
    ]);
    const school = await post(teacher, { title: 'All', body: 'Hi', audience: 'school' });
    expect(school.statusCode).toBe(403);
    expect(school.json().error.details[0].path).toBe('audience');
    expect((await post(parentA, classPost('Parent'))).statusCode).toBe(403);
    const ownB = await post(otherTeacher, classPost('Mine B', [classB]));
    expect(ownB.statusCode).toBe(201);
    expect(ownB.json().recipients).toBe(2);
    expect(await outboxTo('Not mine')).toEqual([]);
  });

  it('an admin posts to grades, a role and the whole school', async () => {
    const grades = await post(admin, { title: 'G11', body: 'x', audience: 'grades', grades: [11] });
    expect(grades.statusCode).toBe(201);
    expect(await outboxTo('G11')).toEqual(['parent2@annc.test', 'parent3@annc.test']);
    const teachers = await post(admin, {
      title: 'Staff',
      body: 'x',
      audience: 'role',
      role: 'teacher',
    });
    expect(teachers.json().recipients).toBe(2);
    expect(await feedIds(otherTeacher)).toContain(teachers.json().id);
    expect(await feedIds(parentA)).not.toContain(teachers.json().id);
    const all = await post(admin, { title: 'All', body: 'x', audience: 'school' });
    expect(all.json().recipients).toBe(school.people.length - 1);
    expect(await feedIds(strangerParent)).not.toContain(all.json().id);
  });

  it('refuses a blank title, a body too long and a role audience without a role (400 naming the field)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...classPost(' '), title: ' ' }, 'title'],
      [{ ...classPost('Long'), body: 'x'.repeat(5001) }, 'body'],
    ];
    for (const [payload, path] of cases) {
      const response = await post(teacher, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(path);
    }
    const noRole = await post(admin, { title: 'R', body: 'x', audience: 'role' });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().error.message).toContain('role');
  });

  it('offers a teacher their classes only, an admin every audience and the grades', async () => {
    const mine = await t.okJson<{ audiences: string[]; classes: { id: string }[] }>(
      teacher,
      '/api/announcements/audiences',
    );
    expect(mine.audiences).toEqual(['classes']);
    expect(mine.classes.map((c) => c.id)).toEqual([classA]);
    const all = await t.okJson<{ grades: number[] }>(admin, '/api/announcements/audiences');
    expect(all.grades).toEqual([10, 11]);
  });
  it('is one transaction: an email that cannot be queued leaves no announcement, recipient or email', async () => {
    await sql`create or replace function test_refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.subject = 'Announcement: Boom' then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(t.inspect);
    await sql`create trigger test_refuse_boom before insert on email_outbox
      for each row execute function test_refuse_boom()`.execute(t.inspect);
    try {
      const response = await post(admin, {
        title: 'Boom',
        body: 'x',
        audience: 'role',
        role: 'parent',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger test_refuse_boom on email_outbox`.execute(t.inspect);
    }
    const boom = ['title', '=', 'Boom'] as const;
    expect(await schoolRowIds(t.inspect, 'announcements', school.id, boom)).toEqual([]);
    expect(await schoolRowIds(t.inspect, 'notifications', school.id, boom)).toEqual([]);
    expect(await outboxTo('Boom')).toEqual([]);
  });
});
