import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { RagAnswerResult } from '@/shared/schemas/rag.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { greenwood, riverside, signIn } from '../test/demo.ts';
import { postJsonTo } from '../test/post-json.ts';
import { schoolRowCount } from '../test/school-row-count.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { NO_TEXT_LAYER } from './extract.ts';
import { makePdf, multipartBody } from '../test/pdf-and-multipart.ts';
import { postMultipart } from '../test/post-multipart.ts';

const INGEST = '/functions/v1/rag-ingest';
const ANSWER = '/functions/v1/rag-answer';
const ADMIN_TOKEN = 'a-rag-admin-token-that-is-long-enough-0123456789';

/** An ingest as a script would send it: no session, the x-admin-token header instead. */
const ingestWithToken = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: INGEST, headers: { 'x-admin-token': token }, payload });

const HANDBOOK = `# Greenwood handbook

## Transport

The school bus leaves the north gate at 7:15 every morning and returns at 15:40.

## Fees and refunds

Tuition is invoiced each term. A refund of unused tuition is possible when a family moves away,
if the office is told four weeks ahead.
`;

describe.each(testBackends())('documents and retrieval on %s', (kind) => {
  const t = useTestApp(kind, { ragAdminToken: ADMIN_TOKEN });
  let admin: Session;
  let school: School;

  beforeAll(async () => {
    admin = await signIn(t.app, greenwood, 'admin');
    school = await t.createSchool({ teachers: 1, parents: 2, students: 2 });
  });

  const ingest = postJsonTo(t, INGEST);
  const documentRow = (id: string) =>
    t.inspect.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ask = (session: Session, query: string) =>
    t.okJson<RagAnswerResult>(session, { method: 'POST', url: ANSWER, payload: { query } });

  it('ingests JSON {tenantId, title, content} and answers a paraphrased question, cited', async () => {
    const response = await ingest(admin, {
      tenantId: greenwood.id,
      title: 'handbook.md',
      content: HANDBOOK,
      visibility: 'school',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ document_id: expect.any(String), inserted_chunks: 2 });

    const rows = await t.inspect
      .selectFrom('document_chunks')
      .select(['heading_path', 'page', 'ordinal'])
      .where('document_id', '=', body.document_id)
      .orderBy('ordinal')
      .execute();
    expect(rows.map((r) => [r.heading_path, r.page])).toEqual([
      ['Greenwood handbook > Transport', null],
      ['Greenwood handbook > Fees and refunds', null],
    ]);
    const doc = await documentRow(body.document_id);
    expect(doc).toMatchObject({ kind: 'md', visibility: 'school', tenant_id: greenwood.id });

    const teacher = await signIn(t.app, greenwood, 'teacher');
    const result = await ask(teacher, 'Can we get our money back if we relocate?');
    expect(result.chunks[0]).toMatchObject({
      document_id: body.document_id,
      title: 'handbook.md',
      page: null,
    });
    expect(result.chunks[0]!.content).toContain('refund of unused tuition');
    expect(result.chunks[0]!.score).toBeGreaterThan(0);
    for (let i = 1; i < result.chunks.length; i++) {
      expect(result.chunks[i]!.score).toBeLessThanOrEqual(result.chunks[i - 1]!.score);
    }
    expect(result.text).toContain('[1]');
    expect(result.text).toContain('refund of unused tuition');
    expect(result.text).toMatch(/Sources:\n\[1\] handbook\.md/);

    const audit = await auditEntries(t.inspect, ['action'], { subject: body.document_id });
    expect(audit).toEqual([{ action: 'rag.ingested' }]);
  });

  it('says plainly when nothing is found, and never invents an answer', async () => {
    const result = await ask(admin, 'xylophone zeppelin');
    expect(result.chunks).toEqual([]);
    expect(result.text).toMatch(/found nothing/);
  });

  it('accepts the user id as tenantId (the spec client sends it without a school id)', async () => {
    const response = await ingest(admin, {
      tenantId: greenwood.accounts[0]!.id,
      title: 'Note',
      content: 'Parents evening is on the first Tuesday.',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses another school in tenantId (403 with an error)', async () => {
    const response = await ingest(admin, { tenantId: riverside.id, title: 'x', content: 'text' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/not your school/);
    expect(await schoolRowCount(t.inspect, 'documents', riverside.id)).toBe(0);
  });

  it('validates the input and names the field', async () => {
    const noTitle = await ingest(admin, { content: 'text' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toMatch(/^title:/);
    const noContent = await ingest(admin, { title: 'x' });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().error.message).toMatch(/^content:/);
    const blank = await ingest(admin, { title: 'x', content: '  \n\n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toMatch(/^content: The document has no text/);
    const badTenant = await ingest(admin, { tenantId: 'nope', title: 'x', content: 'y' });
    expect(badTenant.statusCode).toBe(400);
    expect(badTenant.json().error.message).toMatch(/^tenantId:/);
    const response = await t.call(admin, {
      method: 'POST',
      url: ANSWER,
      payload: { query: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^query:/);
  });

  it('needs a session', async () => {
    const answer = await t.app.inject({ method: 'POST', url: ANSWER, payload: { query: 'bus' } });
    expect(answer.statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'POST',
      url: INGEST,
      payload: { tenantId: greenwood.id, title: 'x', content: 'y' },
    });
    expect(upload.statusCode).toBe(401);
  });

  it('reads multipart .txt and .md uploads, the type judged by content', async () => {
    const teacher = await signIn(t.app, greenwood, 'teacher');
    const txt = multipartBody({ tenantId: greenwood.id, visibility: 'school' }, [
      {
        filename: 'clubs.txt',
        data: 'Chess club meets on Wednesdays in room 12.',
        type: 'text/plain',
      },
    ]);
    const response = await postMultipart(t, teacher, INGEST, txt);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().inserted_chunks).toBe(1);
    const doc = await documentRow(response.json().document_id);
    expect(doc).toMatchObject({ title: 'clubs.txt', kind: 'txt', visibility: 'school' });

    const md = multipartBody({ title: 'Library rules', visibility: 'staff' }, [
      { filename: 'library.md', data: '# Library\n\nBooks may be borrowed for two weeks.' },
    ]);
    const mdResponse = await postMultipart(t, teacher, INGEST, md);
    expect(mdResponse.statusCode, mdResponse.body).toBe(200);
    const result = await ask(admin, 'how long can kids keep a loaned book?');
    expect(result.chunks[0]).toMatchObject({ title: 'Library rules', page: null });

    // A PNG named .txt is refused: its content says what it is.
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6a4b50000000049454e44ae426082',
      'hex',
    );
    const fake = multipartBody({}, [{ filename: 'notes.txt', data: png }]);
    const refused = await postMultipart(t, teacher, INGEST, fake);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toMatch(/Only \.txt, \.md and \.pdf.*image\/png/);

    const noFile = multipartBody({ title: 'x' }, []);
    const missing = await postMultipart(t, teacher, INGEST, noFile);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^file:/);
  });

  it('reads a PDF with its page numbers, even one named .txt; refuses a PDF without text', async () => {
    const pdf = makePdf([
      'Welcome to the science fair.',
      'Projects must be registered by the fifteenth of March.',
    ]);
    const upload = multipartBody({}, [{ filename: 'fair.txt', data: pdf }]);
    const response = await postMultipart(t, admin, INGEST, upload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().inserted_chunks).toBe(2);
    const result = await ask(admin, 'deadline to register a science project');
    expect(result.chunks[0]).toMatchObject({ title: 'fair.txt', page: 2 });
    expect(result.text).toContain('[1] fair.txt, page 2');
    const doc = await documentRow(response.json().document_id);
    expect(doc.kind).toBe('pdf');

    const scan = multipartBody({}, [{ filename: 'scan.pdf', data: makePdf(['', '']) }]);
    const refused = await postMultipart(t, admin, INGEST, scan);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(NO_TEXT_LAYER);
  });

  it('refuses a file over 15 MB with a plain 413', async () => {
    const big = multipartBody({}, [
      { filename: 'big.txt', data: Buffer.alloc(15 * 1024 * 1024 + 1, 'a') },
    ]);
    const response = await postMultipart(t, admin, INGEST, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toMatch(/larger than 15 MB/);
    const json = await ingest(admin, { title: 'big', content: 'a'.repeat(15 * 1024 * 1024 + 1) });
    expect(json.statusCode).toBe(413);
    expect(json.json().error.message).toMatch(/larger than 15 MB/);
  });

  it('accepts x-admin-token only when it equals RAG_ADMIN_TOKEN, for the school named', async () => {
    const payload = {
      tenantId: riverside.id,
      title: 'Riverside calendar',
      content: 'Sports day is in June.',
    };
    const right = await ingestWithToken(t, ADMIN_TOKEN, payload);
    expect(right.statusCode, right.body).toBe(200);
    const doc = await documentRow(right.json().document_id);
    expect(doc).toMatchObject({
      tenant_id: riverside.id,
      owner_user_id: null,
      visibility: 'school',
    });
    const riversideParent = await signIn(t.app, riverside, 'parent');
    expect((await ask(riversideParent, 'when is sports day')).chunks[0]?.title).toBe(
      'Riverside calendar',
    );
    // ...and Greenwood does not see it.
    expect((await ask(admin, 'when is sports day')).chunks).toEqual([]);

    const wrong = await ingestWithToken(t, `${ADMIN_TOKEN}x`, payload);
    expect(wrong.statusCode).toBe(401);
    const noSchool = await ingestWithToken(t, ADMIN_TOKEN, { title: 'x', content: 'y' });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().error.message).toMatch(/^tenantId:/);
  });

  it('ignores x-admin-token when RAG_ADMIN_TOKEN is unset', async () => {
    const other = await createTestApp(kind);
    try {
      const response = await ingestWithToken(other, ADMIN_TOKEN, {
        tenantId: greenwood.id,
        title: 'x',
        content: 'y',
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("keeps a parent's document private to that parent; the school sees only its own", async () => {
    const [parentA, parentB] = school.parents as [School['parents'][0], School['parents'][0]];
    const a = await t.signInAs(parentA);
    const b = await t.signInAs(parentB);
    const teacher = await t.signInAs(school.teachers[0]!);
    const schoolAdmin = await t.signInAs(school.admins[0]!);

    const mine = await ingest(a, {
      tenantId: school.id,
      title: 'Our allergy plan',
      content: 'Our daughter carries an epinephrine pen for her peanut allergy.',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const doc = await documentRow(mine.json().document_id);
    expect(doc).toMatchObject({ visibility: 'private', owner_user_id: parentA.id });

    const shared = await ingest(teacher, {
      title: 'Allergy policy',
      content: 'The school is nut free. Epinephrine pens are kept in the office.',
      visibility: 'school',
    });
    expect(shared.statusCode).toBe(200);

    const titles = async (session: Session) =>
      (await ask(session, 'epinephrine pen allergy')).chunks.map((c) => c.title).sort();
    expect(await titles(a)).toEqual(['Allergy policy', 'Our allergy plan']);
    expect(await titles(b)).toEqual(['Allergy policy']);
    expect(await titles(teacher)).toEqual(['Allergy policy']);
    expect(await titles(schoolAdmin)).toEqual(['Allergy policy']);
    // Greenwood's people see neither.
    expect(await titles(admin)).toEqual([]);
    expect(await titles(await signIn(t.app, greenwood, 'parent'))).toEqual([]);
  });
});
