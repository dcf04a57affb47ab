import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { Thread, ThreadPage } from '@/shared/schemas/messages.ts';
import type { School } from '../seed/school-builder.ts';
import { messageSchool } from '../test/message-school.ts';
import { multipartBody } from '../test/pdf-and-multipart.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { TINY_PNG } from '../test/tiny-png.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('messages API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  const s = {} as Record<
    'admin' | 'teacher' | 'teacher2' | 'parent' | 'parent2' | 'parent3' | 'stranger',
    Session
  >;
  let samId: string;
  let carlId: string;

  const start = postJsonTo(t, '/api/messages');
  const about = (studentId: string | null, recipients: string[], body = 'Hello') => ({
    recipients,
    studentId,
    subject: 'About the maths test',
    body,
  });
  const open = async (who: Session, id: string) => t.call(who, { url: `/api/messages/${id}` });
  const list = async (who: Session, view = 'inbox') =>
    (await t.call(who, { url: `/api/messages?view=${view}` })).json() as ThreadPage;
  const unread = async (who: Session) =>
    (await t.call(who, { url: '/api/messages/unread' })).json().unread as number;

  beforeAll(async () => {
    school = await t.createSchool(messageSchool('MSG'));
    other = await t.createSchool({ code: 'MSGO' });
    const student = (name: string) => school.year!.students.find((x) => x.fullName === name)!.id;
    samId = student('Sam Able');
    carlId = student('Carl Cook');
    s.admin = await t.signInAs(school.admins[0]!);
    s.teacher = await t.signInAs(school.teachers[0]!);
    s.teacher2 = await t.signInAs(school.teachers[1]!);
    s.parent = await t.signInAs(school.parents[0]!);
    s.parent2 = await t.signInAs(school.parents[1]!);
    s.parent3 = await t.signInAs(school.parents[2]!);
    s.stranger = await t.signInAs(other.parents[0]!);
  });

  it("offers a parent their child's teachers and the school office, a teacher their students' guardians", async () => {
    const parent = (await t.call(s.parent, { url: '/api/messages/contacts' })).json().contacts;
    expect(
      parent.map((c: { name: string; studentName: string }) => [c.name, c.studentName]),
    ).toEqual([
      [school.teachers[0]!.fullName, 'Sam Able'],
      ['School office', 'Sam Able'],
    ]);
    expect(parent[0].detail).toContain('Mathematics');
    const teacher = (await t.call(s.teacher, { url: '/api/messages/contacts' })).json().contacts;
    expect(teacher.map((c: { id: string }) => c.id).sort()).toEqual(
      [school.parents[0]!.id, school.parents[2]!.id].sort(),
    );
    const admin = (await t.call(s.admin, { url: '/api/messages/contacts?q=parent2' })).json();
    expect(admin.contacts.map((c: { id: string }) => c.id)).toEqual([school.parents[1]!.id]);
  });

  it('lets a parent write to their child’s teacher and the office, and no one else', async () => {
    const ok = await start(s.parent, about(samId, [school.teachers[0]!.id]));
    expect(ok.statusCode, ok.body).toBe(201);
    const office = await start(s.parent, about(samId, ['office']));
    expect(office.statusCode, office.body).toBe(201);
    expect((office.json() as Thread).withNames).toEqual(['School office']);
    expect((await list(s.admin)).items.map((x) => x.id)).toContain(office.json().id);

    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [about(samId, [school.teachers[1]!.id]), 403, /teachers of your child's classes/],
      [about(samId, [school.parents[2]!.id]), 403, /teachers of your child's classes/],
      [about(carlId, [school.teachers[1]!.id]), 403, /teachers of your child's classes/],
      [about(null, [school.teachers[0]!.id]), 422, /which child/],
      [about(samId, [other.teachers[0]!.id]), 403, /teachers of your child's classes/],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await start(s.parent, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
  });

  it('lets a teacher write to the guardians of their students only, an admin to anyone', async () => {
    expect((await start(s.teacher, about(samId, [school.parents[0]!.id]))).statusCode).toBe(201);
    for (const payload of [
      about(carlId, [school.parents[1]!.id]),
      about(samId, [school.parents[1]!.id]),
      about(samId, [school.teachers[1]!.id]),
      about(samId, ['office']),
    ]) {
      expect((await start(s.teacher, payload)).statusCode).toBe(403);
    }
    expect((await start(s.admin, about(null, [school.parents[1]!.id]))).statusCode).toBe(201);
    expect((await start(s.admin, about(carlId, [school.teachers[1]!.id]))).statusCode).toBe(201);
    expect((await start(s.admin, about(null, [school.admins[0]!.id]))).statusCode).toBe(403);
    expect((await start(s.admin, about(null, [other.parents[0]!.id]))).statusCode).toBe(403);
  });

  it('records read times per recipient, counts unread, and lets both sides reply', async () => {
    const before = await unread(s.teacher);
    const started = (
      await start(s.parent, about(samId, [school.teachers[0]!.id], 'Is it <b>on Friday</b>?'))
    ).json() as Thread;
    expect(await unread(s.teacher)).toBe(before + 1);
    const listed = (await list(s.teacher)).items.find((x) => x.id === started.id)!;
    expect(listed.unread).toBe(1);
    expect(listed.lastMessage?.body).toBe('Is it <b>on Friday</b>?');

    const opened = (await open(s.teacher, started.id)).json() as Thread;
    expect(opened.messages[0]!.reads.map((read) => read.userId)).toEqual([school.teachers[0]!.id]);
    expect(await unread(s.teacher)).toBe(before);
    const reply = await t.call(s.teacher, {
      method: 'POST',
      url: `/api/messages/${started.id}/replies`,
      payload: { body: 'Yes, on Friday.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await unread(s.parent)).toBeGreaterThan(0);
    const seen = (await open(s.parent, started.id)).json() as Thread;
    expect(seen.messages.map((m) => [m.body, m.mine])).toEqual([
      ['Is it <b>on Friday</b>?', true],
      ['Yes, on Friday.', false],
    ]);
    expect(seen.messages[0]!.reads).toEqual([
      {
        userId: school.teachers[0]!.id,
        name: school.teachers[0]!.fullName,
        readAt: expect.any(String),
      },
    ]);
    expect(Date.parse(seen.messages[0]!.reads[0]!.readAt)).toBeGreaterThanOrEqual(
      Date.parse(seen.messages[0]!.sentAt),
    );
    // Opening again keeps the first read time.
    const again = (await open(s.teacher, started.id)).json() as Thread;
    expect(again.messages[0]!.reads).toEqual(seen.messages[0]!.reads);
    expect(again.messages[1]!.reads.map((read) => read.userId)).toEqual([school.parents[0]!.id]);
  });

  it('hides a conversation for one member only, until a new message brings it back', async () => {
    const { id } = (await start(s.parent, about(samId, [school.teachers[0]!.id]))).json();
    const hide = await t.call(s.parent, {
      method: 'PUT',
      url: `/api/messages/${id}/hidden`,
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await list(s.parent)).items.map((x) => x.id)).not.toContain(id);
    expect((await list(s.parent, 'hidden')).items.map((x) => x.id)).toContain(id);
    expect((await list(s.teacher)).items.map((x) => x.id)).toContain(id);
    // Still kept: the parent can open it, and the teacher's reply un-hides it.
    expect((await open(s.parent, id)).statusCode).toBe(200);
    await t.call(s.teacher, {
      method: 'POST',
      url: `/api/messages/${id}/replies`,
      payload: { body: 'Back again' },
    });
    expect((await list(s.parent)).items.map((x) => x.id)).toContain(id);
  });

  it('takes an attachment through the upload rules and shows it to the members only', async () => {
    const send = (file: { filename: string; data: Buffer }) =>
      t.call(s.parent, {
        method: 'POST',
        url: '/api/messages',
        ...multipartBody(
          {
            recipients: school.teachers[0]!.id,
            studentId: samId,
            subject: 'Note',
            body: 'See attached',
          },
          [file],
        ),
      });
    const fake = await send({ filename: 'note.pdf', data: Buffer.from('just some text') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toContain('Attach a PDF, an image');
    const big = await send({
      filename: 'big.png',
      data: Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    const good = await send({ filename: 'note.png', data: TINY_PNG });
    expect(good.statusCode, good.body).toBe(201);
    const message = (good.json() as Thread).messages[0]!;
    expect(message.attachment).toEqual({
      name: 'note.png',
      contentType: 'image/png',
      sizeBytes: TINY_PNG.length,
    });
    const url = `/api/messages/attachments/${message.id}`;
    const file = await t.call(s.teacher, { url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    for (const who of [s.parent2, s.parent3, s.teacher2, s.stranger]) {
      expect((await t.call(who, { url })).statusCode).toBe(404);
    }
  });

  it('gives another family, another teacher and another school nothing, whatever ids they send', async () => {
    const { id } = (
      await start(s.parent, about(samId, [school.teachers[0]!.id], 'Private'))
    ).json();
    for (const who of [s.parent2, s.parent3, s.teacher2, s.stranger]) {
      expect((await open(who, id)).statusCode).toBe(404);
      const reply = await t.call(who, {
        method: 'POST',
        url: `/api/messages/${id}/replies`,
        payload: { body: 'Let me in' },
      });
      expect(reply.statusCode).toBe(404);
      const hide = await t.call(who, {
        method: 'PUT',
        url: `/api/messages/${id}/hidden`,
        payload: { hidden: true },
      });
      expect(hide.statusCode).toBe(404);
      expect(JSON.stringify(await list(who))).not.toContain('Private');
    }
    // The stranger's school's parent cannot name this school's child or teacher either.
    expect((await start(s.stranger, about(samId, [school.teachers[0]!.id]))).statusCode).toBe(403);
  });
});
