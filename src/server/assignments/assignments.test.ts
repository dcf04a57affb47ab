import type { InjectOptions } from 'fastify';
import { letterGradesByStudent } from './submissions.queries.ts';
import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ParentAssignment } from '@/shared/schemas/assignments.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { demoDay, riverside, signIn } from '../test/demo.ts';
import { classIdOf, sectionSchool, studentIdOf, subjectIdOf } from '../test/section-school.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { TINY_PNG } from '../test/tiny-png.ts';
import { expectBadValuesNamed } from '../test/field-refusals.ts';
import { useTestApp } from '../test/use-test-app.ts';

/** A multipart body as a browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----matrix' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A zip of stored (uncompressed) entries: enough for a .docx that file-type recognises. */
function storedZip(entries: Record<string, string>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    chunks.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(chunks);
}

const DOCX = storedZip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(testBackends())('assignments API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let teacher: Session;
  let otherTeacher: Session;
  let parent: Session;
  let otherParent: Session;
  let admin: Session;
  let mathsId: string;
  let englishId: string;
  let grade11Id: string;
  let mathsSubject: string;
  let englishSubject: string;
  let samId: string;
  let benId: string;
  let carlId: string;

  const create = postJsonTo(t, '/api/teacher/assignments');
  /** Sam's homework as his parent sees it. */
  const samsHomework = async (): Promise<ParentAssignment[]> =>
    (await t.call(parent, { url: `/api/parent/children/${samId}/assignments` })).json();
  const base = () => ({
    title: 'Fractions worksheet',
    dueDate: demoDay(7),
    description: 'Exercises 1 to 10',
    subjectId: mathsSubject,
    classId: mathsId,
  });

  beforeAll(async () => {
    school = await t.createSchool(
      sectionSchool('ASGN', { 'Sam Able': 10, 'Ben Baker': 10, 'Carl Cook': 11 }, [
        [10, 'Mathematics', 1],
        [10, 'English', 1],
        [11, 'Mathematics', 2],
      ]),
    );
    mathsSubject = subjectIdOf(school, 'Mathematics');
    englishSubject = subjectIdOf(school, 'English');
    mathsId = classIdOf(school, 10, 'Mathematics');
    englishId = classIdOf(school, 10, 'English');
    grade11Id = classIdOf(school, 11, 'Mathematics');
    samId = studentIdOf(school, 'Sam Able');
    benId = studentIdOf(school, 'Ben Baker');
    carlId = studentIdOf(school, 'Carl Cook');
    [teacher, otherTeacher, parent, otherParent, admin] = await Promise.all([
      t.signInAs(school.teachers[0]!),
      t.signInAs(school.teachers[1]!),
      t.signInAs(school.parents[0]!),
      t.signInAs(school.parents[2]!),
      t.signInAs(school.admins[0]!),
    ]);
  });

  it("offers the spec's subjects and the teacher's own classes", async () => {
    const response = await t.call(teacher, { url: '/api/teacher/assignments/options' });
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.subjects.map((s: { name: string }) => s.name)).toEqual([
      'Mathematics',
      'Physics',
      'Chemistry',
      'English',
      'History',
    ]);
    expect(options.classes.map((c: { id: string }) => c.id).sort()).toEqual(
      [mathsId, englishId].sort(),
    );
  });

  it("'Save as Draft' makes a draft without submissions; its Publish creates one per student", async () => {
    const draft = await create(teacher, { ...base(), status: 'draft' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', submissions: 0 });
    const id = draft.json().id;
    const listed = (await t.call(teacher, { url: '/api/teacher/assignments' })).json();
    expect(listed.find((a: { id: string }) => a.id === id)).toMatchObject({
      title: 'Fractions worksheet',
      subject: 'Mathematics',
      class: 'Grade 10A',
      status: 'draft',
      submissionCount: null,
      attachment: null,
    });
    // Parents do not see drafts.
    const before = await samsHomework();
    expect(before.map((a) => a.id)).not.toContain(id);

    const published = await t.call(teacher, {
      method: 'POST',
      url: `/api/teacher/assignments/${id}/publish`,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ id, status: 'published', submissions: 2 });
    const again = await t.call(teacher, {
      method: 'POST',
      url: `/api/teacher/assignments/${id}/publish`,
    });
    expect(again.statusCode).toBe(409);

    const after = await samsHomework();
    expect(after.find((a) => a.id === id)).toMatchObject({
      title: 'Fractions worksheet',
      subject: 'Mathematics',
      status: 'pending',
      grade: null,
      attachmentUrl: null,
    });
    const audit = await auditEntries(t.inspect, ['action'], { tenantId: school.id, subject: id });
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['assignments.created', 'assignments.published']),
    );
  });

  it("'Publish' publishes at once, and the list counts submissions of published ones only", async () => {
    const response = await create(teacher, { ...base(), title: 'Algebra', status: 'published' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'published', submissions: 2 });
    const id = response.json().id;
    const rows = await t.inspect
      .selectFrom('submissions')
      .select(['student_id', 'status'])
      .where('assignment_id', '=', id)
      .execute();
    expect(rows.map((row) => row.student_id).sort()).toEqual([samId, benId].sort());
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    const listed = (await t.call(teacher, { url: '/api/teacher/assignments' })).json();
    expect(listed[0]).toMatchObject({
      id,
      status: 'published',
      submissionCount: { submitted: 0, graded: 0, total: 2 },
    });
  });

  it('validates the form and names the field', async () => {
    await expectBadValuesNamed((payload) => create(teacher, payload), base(), [
      ['title', '  '],
      ['dueDate', 'tomorrow'],
      ['dueDate', demoDay(-2)],
      ['classId', ''],
      ['subjectId', 'x'],
      ['status', 'archived'],
    ]);
  });

  it("refuses another teacher's class with 403, and their assignments too", async () => {
    const response = await create(teacher, { ...base(), classId: grade11Id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.details[0].path).toBe('classId');
    const theirs = await create(otherTeacher, { ...base(), classId: grade11Id, status: 'draft' });
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json().id;
    for (const [method, url] of [
      ['POST', `/api/teacher/assignments/${id}/publish`],
      ['DELETE', `/api/teacher/assignments/${id}`],
    ] as const) {
      expect((await t.call(teacher, { method, url })).statusCode, url).toBe(403);
    }
    const listed = (await t.call(teacher, { url: '/api/teacher/assignments' })).json();
    expect(listed.map((a: { id: string }) => a.id)).not.toContain(id);
  });

  it('edits and deletes drafts only', async () => {
    const id = (await create(teacher, { ...base(), title: 'Draft one' })).json().id;
    const edited = await t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/assignments/${id}`,
      payload: {
        ...base(),
        title: 'Draft renamed',
        classId: englishId,
        subjectId: englishSubject,
      },
    });
    expect(edited.statusCode).toBe(200);
    const listed = (await t.call(teacher, { url: '/api/teacher/assignments' })).json();
    expect(listed.find((a: { id: string }) => a.id === id)).toMatchObject({
      title: 'Draft renamed',
      class: 'Grade 10A',
      classId: englishId,
      subject: 'English',
    });
    expect(
      (await t.call(teacher, { method: 'DELETE', url: `/api/teacher/assignments/${id}` }))
        .statusCode,
    ).toBe(204);
    const published = (await create(teacher, { ...base(), status: 'published' })).json().id;
    expect(
      (await t.call(teacher, { method: 'DELETE', url: `/api/teacher/assignments/${published}` }))
        .statusCode,
    ).toBe(409);
  });

  it('takes an attachment judged by its content, at most 10 MB', async () => {
    const send = (fields: Record<string, string>, file: Parameters<typeof multipart>[1]) =>
      t.call(teacher, {
        method: 'POST',
        url: '/api/teacher/assignments',
        ...multipart(fields, file),
      });
    const fields = { ...base(), status: 'published', description: '' };

    const docx = await send(fields, { name: 'essay.docx', data: DOCX });
    expect(docx.statusCode, docx.body).toBe(201);
    const png = await send(fields, { name: 'diagram.png', data: TINY_PNG });
    expect(png.statusCode, png.body).toBe(201);
    const pdf = await send(fields, { name: 'sheet.pdf', data: PDF });
    expect(pdf.statusCode, pdf.body).toBe(201);

    // A text file named .pdf is refused by its content.
    const fake = await send(fields, { name: 'fake.pdf', data: Buffer.from('just some text') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.details[0].path).toBe('file');
    expect(fake.json().error.message).toContain('Attach a PDF, an image');
    const big = await send(fields, {
      name: 'big.pdf',
      data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toContain('larger than 10 MB');
    // Neither refused upload left an assignment behind.
    const titles = (await t.call(teacher, { url: '/api/teacher/assignments' }))
      .json()
      .filter((a: { attachment: unknown }) => a.attachment);
    expect(titles).toHaveLength(3);

    const id = docx.json().id;
    const listed = (await t.call(teacher, { url: '/api/teacher/assignments' })).json();
    expect(listed.find((a: { id: string }) => a.id === id).attachment).toEqual({
      fileName: 'essay.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sizeBytes: DOCX.length,
    });
    const url = `/api/assignments/${id}/attachment`;
    for (const session of [teacher, admin, parent]) {
      const download = await t.call(session, { url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(DOCX)).toBe(true);
      expect(download.headers['content-disposition']).toContain('essay.docx');
    }
    // The parent sees the link on the child's homework.
    const homework = await samsHomework();
    expect(homework.find((a) => a.id === id)!.attachmentUrl).toBe(url);
    // Another family, another teacher, another school: nothing.
    for (const session of [otherParent, otherTeacher, await signIn(t.app, riverside, 'parent')]) {
      expect([403, 404]).toContain((await t.call(session, { url })).statusCode);
    }
  });

  it('a parent marks work done; it reaches the grading queue; a grade and comment reach the parent', async () => {
    const id = (await create(teacher, { ...base(), title: 'Essay', status: 'published' })).json()
      .id;
    const done = (session: Session, studentId: string) =>
      t.call(session, { method: 'POST', url: `/api/parent/submissions/${id}/${studentId}/done` });
    // Another family's child, and a teacher, may not.
    expect((await done(otherParent, samId)).statusCode).toBe(404);
    expect((await done(parent, benId)).statusCode).toBe(404);
    expect((await done(teacher, samId)).statusCode).toBe(403);
    const marked = await done(parent, samId);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ status: 'submitted' });
    expect((await done(parent, samId)).statusCode).toBe(409);

    const queue = (await t.call(teacher, { url: '/api/teacher/grading-queue' })).json();
    expect(queue).toContainEqual(
      expect.objectContaining({
        assignmentId: id,
        studentId: samId,
        studentName: 'Sam Able',
        title: 'Essay',
        class: 'Grade 10A',
        subject: 'Mathematics',
      }),
    );
    expect((await t.call(otherTeacher, { url: '/api/teacher/grading-queue' })).json()).toEqual([]);
    const dashboard = () => t.call(teacher, { url: '/api/teacher/dashboard' });
    const pending = (await dashboard()).json().tiles.pendingReviews;
    expect(pending).toBeGreaterThanOrEqual(1);

    const gradeUrl = `/api/teacher/submissions/${id}/${samId}/grade`;
    const bad = await t.call(teacher, { method: 'POST', url: gradeUrl, payload: { grade: 'E' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('grade');
    expect(
      (await t.call(otherTeacher, { method: 'POST', url: gradeUrl, payload: { grade: 'A' } }))
        .statusCode,
    ).toBe(403);
    const graded = await t.call(teacher, {
      method: 'POST',
      url: gradeUrl,
      payload: { grade: 'A-', comment: 'Well argued.' },
    });
    expect(graded.statusCode).toBe(200);
    expect(graded.json()).toEqual({ status: 'graded', grade: 'A-', comment: 'Well argued.' });
    const queueAfter = (await t.call(teacher, { url: '/api/teacher/grading-queue' })).json();
    expect(queueAfter.some((row: { assignmentId: string }) => row.assignmentId === id)).toBe(false);

    const seen = await samsHomework();
    expect(seen.find((a) => a.id === id)).toMatchObject({
      status: 'graded',
      grade: 'A-',
      comment: 'Well argued.',
    });
    // A parent of another family cannot read this child's work at all.
    expect(
      (await t.call(otherParent, { url: `/api/parent/children/${samId}/assignments` })).statusCode,
    ).toBe(404);
    // A parent may not grade, even through the database: RLS allows only 'submitted'.
    expect(
      (await t.call(parent, { method: 'POST', url: gradeUrl, payload: { grade: 'A+' } }))
        .statusCode,
    ).toBe(403);

    const audit = await auditEntries(t.inspect, ['action'], { tenantId: school.id, subject: id });
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['submissions.handed_in', 'submissions.graded']),
    );
    const letters = await letterGradesByStudent(t.inspect, [samId, carlId]);
    expect(letters.get(samId)).toContain('A-');
    expect(letters.get(carlId)).toEqual([]);
  });

  it('another school gets nothing: a Riverside teacher cannot publish, grade or list ours', async () => {
    const id = (await create(teacher, { ...base(), title: 'Ours' })).json().id;
    const stranger = await signIn(t.app, riverside, 'teacher');
    expect(
      (await t.call(stranger, { method: 'POST', url: `/api/teacher/assignments/${id}/publish` }))
        .statusCode,
    ).toBe(404);
    const list = (await t.call(stranger, { url: '/api/teacher/assignments' })).json();
    expect(list.map((a: { id: string }) => a.id)).not.toContain(id);
    expect(
      (
        await t.call(stranger, {
          method: 'POST',
          url: '/api/teacher/assignments',
          payload: { ...base(), status: 'draft' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
