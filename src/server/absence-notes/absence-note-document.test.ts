import { beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceNote } from '@/shared/schemas/absence-notes.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { addDays } from '@/shared/rules/dates.ts';
import type { School } from '../seed/school-builder.ts';
import { constructClass } from '../test/attendance-school.ts';
import { makePdf, multipartBody } from '../test/pdf-and-multipart.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())("an absence note's document on %s", (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let parent: Session;
  let note: AbsenceNote;

  const upload = (session: Session, id: string, filename: string, data: Buffer) => {
    const body = multipartBody({}, [{ filename, data }]);
    return t.call(session, {
      method: 'POST',
      url: `/api/parent/absence-notes/${id}/document`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, parents: 2, students: 0 });
    const klass = await constructClass(t.inspect, school, { teacher: 0, students: 2, name: 'Doc' });
    parent = await t.signInAs(school.parents[0]!);
    const { today } = await t.okJson<{ today: string }>(
      parent,
      '/api/parent/absence-notes/children',
    );
    const created = await t.call(parent, {
      method: 'POST',
      url: '/api/parent/absence-notes',
      payload: { studentId: klass.studentIds[0], from: addDays(today, 3), reason: 'illness' },
    });
    note = created.json<AbsenceNote>();
  });

  it('takes a PDF from the guardian and lets the teacher and the office open it', async () => {
    const pdf = makePdf(['Doctor: rest for two days']);
    const response = await upload(parent, note.id, 'doctor.pdf', pdf);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: note.id, documentName: 'doctor.pdf' });
    for (const session of [
      await t.signInAs(school.teachers[0]!),
      await t.signInAs(school.admins[0]!),
    ]) {
      const opened = await t.call(session, { url: `/api/absence-notes/${note.id}/document` });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.rawPayload.equals(pdf)).toBe(true);
    }
    // Another class's teacher does not read the note, nor its document.
    const stranger = await t.call(await t.signInAs(school.teachers[1]!), {
      url: `/api/absence-notes/${note.id}/document`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses another type, another parent, and a decided note', async () => {
    const text = await upload(parent, note.id, 'note.txt', Buffer.from('just words'));
    expect(text.statusCode).toBe(415);
    expect(text.json().error.details[0].path).toBe('file');
    const other = await upload(
      await t.signInAs(school.parents[1]!),
      note.id,
      'a.pdf',
      makePdf(['x']),
    );
    expect(other.statusCode).toBe(404);
    const admin = await t.signInAs(school.admins[0]!);
    await t.call(admin, {
      method: 'POST',
      url: `/api/admin/absence-notes/${note.id}/decision`,
      payload: { decision: 'accepted' },
    });
    const late = await upload(parent, note.id, 'late.pdf', makePdf(['late']));
    expect(late.statusCode).toBe(409);
  });
});
