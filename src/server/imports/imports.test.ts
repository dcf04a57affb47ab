import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ImportStreamLine } from '@/shared/schemas/imports.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { multipartBody } from '../test/pdf-and-multipart.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { schoolRowIds } from '../test/school-row-ids.ts';
import { postMultipart } from '../test/post-multipart.ts';
import { toItsStudent } from '../test/student-join.ts';

const STUDENTS =
  '\ufefffull_name,roll_number,grade_level,section,email\r\n' +
  '"Lovelace, Ada",IMP-1,10,A,ada@import.test\r\n' +
  '"Grace\nHopper",IMP-2,11,b,\r\n' +
  '\r\n' +
  'Alan Turing,IMP-3,9,,\r\n';

describe.each(testBackends())('CSV import API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;
  let otherAdmin: Session;

  const upload = (session: Session, url: string, csv: string | Buffer) =>
    postMultipart(
      t,
      session,
      url,
      multipartBody({}, [{ filename: 'people.csv', data: csv, type: 'text/csv' }]),
    );
  const dryRun = (session: Session, kindName: string, csv: string | Buffer) =>
    upload(session, `/api/admin/imports/dry-run?kind=${kindName}`, csv);
  const importFile = (session: Session, kindName: string, csv: string | Buffer) =>
    upload(session, `/api/admin/imports?kind=${kindName}`, csv);
  const lines = (body: string) =>
    body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ImportStreamLine);
  const doneOf = (body: string) => {
    const last = lines(body).at(-1)!;
    if (last.type !== 'done') throw new Error(`import did not finish: ${body}`);
    return last.result;
  };
  const auditCount = async (tenantId: string) =>
    (await auditEntries(t.inspect, ['id'], { tenantId, action: 'people.imported' })).length;

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 1, parents: 1, students: 1 });
    other = await t.createSchool({ teachers: 1, parents: 1, students: 1 });
    admin = await t.signInAs(school.admins[0]!);
    otherAdmin = await t.signInAs(other.admins[0]!);
  });

  it('gives each kind its template as a download; only admins', async () => {
    const response = await t.call(admin, { url: '/api/admin/imports/template?kind=parents' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="parents-template.csv"',
    );
    expect(response.body.split('\r\n')[0]).toBe('full_name,email,phone,child_roll_numbers');
    expect(response.body.split('\r\n')[1]).toContain('S1001;S1002');
    const teacher = await t.signInAs(school.teachers[0]!);
    expect(
      (await t.call(teacher, { url: '/api/admin/imports/template?kind=parents' })).statusCode,
    ).toBe(403);
  });

  it('dry run: errors by line and column, the plan, and nothing written', async () => {
    const csv = STUDENTS + 'Bad Row,IMP-4,13,A,not-an-email\r\n,IMP-1,3,A,\r\n';
    const response = await dryRun(admin, 'students', csv);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.rows).toBe(5);
    expect(result.errors).toEqual([
      { line: 7, column: 'grade_level', message: 'Grade level is 1 to 12' },
      { line: 7, column: 'email', message: 'Enter a valid email address' },
      { line: 8, column: 'full_name', message: 'Full name is required' },
      { line: 8, column: 'roll_number', message: 'Roll number IMP-1 is also on line 2' },
    ]);
    expect(result.plan).toEqual({ create: 3, update: 0, unchanged: 0 });
    expect(result.preview[1]).toEqual({
      line: 3,
      action: 'create',
      values: {
        full_name: 'Grace\nHopper',
        roll_number: 'IMP-2',
        grade_level: '11',
        section: 'b',
        email: '',
        phone: '',
      },
    });
    const written = ['roll_number', 'like', 'IMP-%'] as const;
    expect(await schoolRowIds(t.inspect, 'students', school.id, written)).toEqual([]);
  });

  it('refuses to import a file with errors, and writes nothing', async () => {
    const response = await importFile(admin, 'students', STUDENTS + 'Bad,IMP-9,0,A,\r\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('The file has 1 error');
    expect(response.json().error.details).toEqual([
      { path: 'grade_level', line: 7, message: 'Grade level is 1 to 12' },
    ]);
    expect(await auditCount(school.id)).toBe(0);
  });

  it('imports students in one go with progress; the same file again changes nothing', async () => {
    const response = await importFile(admin, 'students', STUDENTS);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const stream = lines(response.body);
    expect(stream[0]).toEqual({ type: 'progress', done: 0, total: 3 });
    expect(stream).toContainEqual({ type: 'progress', done: 3, total: 3 });
    expect(doneOf(response.body)).toEqual({
      kind: 'students',
      rows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      invited: 0,
    });
    const rows = await t.inspect
      .selectFrom('students')
      .select(['full_name', 'roll_number', 'grade_level', 'section', 'email', 'updated_at'])
      .where('tenant_id', '=', school.id)
      .where('roll_number', 'like', 'IMP-%')
      .orderBy('roll_number')
      .execute();
    expect(rows.map(({ updated_at: _, ...row }) => row)).toEqual([
      {
        full_name: 'Lovelace, Ada',
        roll_number: 'IMP-1',
        grade_level: 10,
        section: 'A',
        email: 'ada@import.test',
      },
      {
        full_name: 'Grace\nHopper',
        roll_number: 'IMP-2',
        grade_level: 11,
        section: 'B',
        email: null,
      },
      { full_name: 'Alan Turing', roll_number: 'IMP-3', grade_level: 9, section: 'A', email: null },
    ]);
    expect(await auditCount(school.id)).toBe(1);

    const again = await importFile(admin, 'students', STUDENTS);
    expect(doneOf(again.body)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const after = await t.inspect
      .selectFrom('students')
      .select('updated_at')
      .where('tenant_id', '=', school.id)
      .where('roll_number', 'like', 'IMP-%')
      .orderBy('roll_number')
      .execute();
    expect(after.map((row) => String(row.updated_at))).toEqual(
      rows.map((row) => String(row.updated_at)),
    );
    expect(await auditCount(school.id)).toBe(1);

    const changed = await dryRun(admin, 'students', STUDENTS.replace('IMP-3,9', 'IMP-3,10'));
    expect(changed.json().plan).toEqual({ create: 0, update: 1, unchanged: 2 });
  });

  it("lets a student with an account keep their own email; anyone else's is refused", async () => {
    const account = school.students[0]!;
    await t.inspect
      .insertInto('students')
      .values({
        tenant_id: school.id,
        user_id: account.id,
        full_name: 'Own Account',
        email: account.email,
        roll_number: 'OWN-1',
        grade_level: 5,
      })
      .execute();
    const header = 'full_name,roll_number,grade_level,email\n';
    const own = await dryRun(admin, 'students', `${header}Own Account,OWN-1,5,${account.email}\n`);
    expect(own.json()).toMatchObject({ errors: [], plan: { unchanged: 1 } });
    const taken = await dryRun(admin, 'students', `${header}Someone,OWN-2,5,${account.email}\n`);
    expect(taken.json().errors).toEqual([
      {
        line: 2,
        column: 'email',
        message: 'Someone in your school already uses this email address.',
      },
    ]);
  });

  it('invites new teachers once; a second run sends no second invitation', async () => {
    const csv =
      'Full Name,Email,Phone\nTess Teacher,TESS@import.test,555-1\nTom Teacher,tom@import.test,\n';
    const first = await importFile(admin, 'teachers', csv);
    expect(doneOf(first.body)).toMatchObject({ created: 2, invited: 2 });
    const invitations = await t.inspect
      .selectFrom('invitations')
      .select(['email', 'role', 'full_name', 'phone'])
      .where('tenant_id', '=', school.id)
      .where('email', 'like', '%@import.test')
      .orderBy('email')
      .execute();
    expect(invitations).toEqual([
      { email: 'tess@import.test', role: 'teacher', full_name: 'Tess Teacher', phone: '555-1' },
      { email: 'tom@import.test', role: 'teacher', full_name: 'Tom Teacher', phone: null },
    ]);
    const outbox = () =>
      t.inspect
        .selectFrom('email_outbox')
        .select(['to_email', 'subject'])
        .where('tenant_id', '=', school.id)
        .where('to_email', 'like', '%@import.test')
        .execute();
    expect((await outbox()).map((mail) => mail.to_email).sort()).toEqual([
      'tess@import.test',
      'tom@import.test',
    ]);
    const second = await importFile(admin, 'teachers', csv);
    expect(doneOf(second.body)).toMatchObject({ created: 0, updated: 0, unchanged: 2, invited: 0 });
    expect(await outbox()).toHaveLength(2);

    // Someone of another role keeps their email: the row says so.
    const clash = await dryRun(admin, 'parents', 'full_name,email\nTess,tess@import.test\n');
    expect(clash.json().errors).toEqual([
      { line: 2, column: 'email', message: 'This email belongs to a teacher of your school.' },
    ]);
  });

  it('links parents to children by roll number, at most two guardians each, on joining', async () => {
    const csv =
      'full_name,email,child_roll_numbers\n' +
      'Pat Parent,pat@import.test,IMP-1;IMP-2\n' +
      'Quinn Parent,quinn@import.test,IMP-1\n' +
      'Rae Parent,rae@import.test,IMP-1\n' +
      'Sol Parent,sol@import.test,NOPE-1\n';
    const check = await dryRun(admin, 'parents', csv);
    expect(check.json().errors).toEqual([
      {
        line: 4,
        column: 'child_roll_numbers',
        message: 'Lovelace, Ada (IMP-1) already has two guardians.',
      },
      {
        line: 5,
        column: 'child_roll_numbers',
        message: 'No student with roll number NOPE-1 in your school. Import the students first.',
      },
    ]);
    const clean = csv.split('\n').slice(0, 3).join('\n');
    expect(doneOf((await importFile(admin, 'parents', clean)).body)).toMatchObject({
      created: 2,
      invited: 2,
    });
    expect(doneOf((await importFile(admin, 'parents', clean)).body)).toMatchObject({
      unchanged: 2,
    });

    // Pat joins through the emailed link: the waiting links become guardianships.
    const mail = await t.inspect
      .selectFrom('email_outbox')
      .select('body')
      .where('tenant_id', '=', school.id)
      .where('to_email', '=', 'pat@import.test')
      .executeTakeFirstOrThrow();
    const link = new URLSearchParams(/\/join#(\S+)/.exec(mail.body)![1]!);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: {
        tenant_id: link.get('tenant_id'),
        token: link.get('token'),
        password: 'a-long-enough-password',
      },
    });
    expect(joined.statusCode).toBe(200);
    const guardians = await t.inspect
      .selectFrom('guardianships')
      .innerJoin('students', toItsStudent('guardianships'))
      .select(['students.roll_number', 'guardianships.slot'])
      .where('guardianships.parent_user_id', '=', joined.json().user.id)
      .orderBy('students.roll_number')
      .execute();
    expect(guardians).toEqual([
      { roll_number: 'IMP-1', slot: 1 },
      { roll_number: 'IMP-2', slot: 1 },
    ]);
    // Pat is now an account: the same file still changes nothing for them.
    expect(doneOf((await importFile(admin, 'parents', clean)).body)).toMatchObject({
      unchanged: 2,
    });
  });

  it('keeps schools apart: another school sees none of these rows', async () => {
    const result = (await dryRun(otherAdmin, 'students', STUDENTS)).json();
    expect(result.plan).toEqual({ create: 3, update: 0, unchanged: 0 });
    const parents = (
      await dryRun(
        otherAdmin,
        'parents',
        'full_name,email,child_roll_numbers\nX Y,x@y.test,IMP-1\n',
      )
    ).json();
    expect(parents.errors[0].message).toContain('No student with roll number IMP-1');
    // An email of the first school is free in the other one.
    const teachers = (
      await dryRun(otherAdmin, 'teachers', 'full_name,email\nTess,tess@import.test\n')
    ).json();
    expect(teachers).toMatchObject({ errors: [], plan: { create: 1 } });
  });

  it('is for admins only', async () => {
    for (const person of [school.teachers[0]!, school.parents[0]!]) {
      const session = await t.signInAs(person);
      expect((await dryRun(session, 'students', STUDENTS)).statusCode).toBe(403);
      expect((await importFile(session, 'students', STUDENTS)).statusCode).toBe(403);
    }
  });

  it('refuses a file over 5 MB or over 20,000 rows, and a header that does not fit', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const tooBig = await dryRun(admin, 'students', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(
      'The file is larger than 5 MB. Split it into smaller files.',
    );
    const many =
      'full_name,roll_number,grade_level\n' +
      Array.from({ length: 20_001 }, (_, i) => `N ${i},R${i},1`).join('\n');
    const tooMany = await dryRun(admin, 'students', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(
      'The file has more than 20,000 rows. Split it into smaller files.',
    );
    const header = (
      await dryRun(admin, 'students', 'name,roll_number,grade_level\nA,B,1\n')
    ).json();
    expect(header.errors).toEqual([
      expect.objectContaining({ line: 1, column: 'name' }),
      expect.objectContaining({
        line: 1,
        column: 'full_name',
        message: 'Missing column "full_name". Download the template to see the columns.',
      }),
    ]);
    expect(
      (await dryRun(admin, 'students', Buffer.from([0xff, 0xfe, 0x41]))).json().error.message,
    ).toContain('not UTF-8');
  });

  it('reports a row with a NUL or bytes that are not UTF-8 in the dry run, and the import refuses it in the same words', async () => {
    const csv = Buffer.concat([
      Buffer.from('full_name,roll_number,grade_level\nGood Row,NUL-1,5\nNul\u0000Name,NUL-2,5\n'),
      Buffer.from([0x4a, 0xf6, 0x72, 0x67]), // "Jörg" in Latin-1
      Buffer.from(',NUL-3,5\n'),
    ]);
    const checked = (await dryRun(admin, 'students', csv)).json();
    expect(checked.errors).toEqual([
      {
        line: 3,
        column: 'full_name',
        message: 'This value must not contain a NUL character (\\u0000)',
      },
      {
        line: 4,
        column: null,
        message: 'This row is not UTF-8 text. Save the file as "CSV UTF-8" and try again.',
      },
    ]);
    expect(checked.plan).toEqual({ create: 1, update: 0, unchanged: 0 });
    const refused = await importFile(admin, 'students', csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual(
      checked.errors.map((issue: { line: number; column: string | null; message: string }) => ({
        path: issue.column ?? 'file',
        line: issue.line,
        message: issue.message,
      })),
    );
    const written = await t.inspect
      .selectFrom('students')
      .select('id')
      .where('roll_number', 'in', ['NUL-1', 'NUL-2', 'NUL-3'])
      .execute();
    expect(written).toEqual([]);
  });

  it('imports 20,000 students in one transaction, batched', { timeout: 120_000 }, async () => {
    const csv =
      'full_name,roll_number,grade_level\n' +
      Array.from({ length: 20_000 }, (_, i) => `Bulk Student ${i},BULK-${i},${(i % 12) + 1}`).join(
        '\n',
      );
    const response = await importFile(otherAdmin, 'students', csv);
    expect(doneOf(response.body)).toMatchObject({ created: 20_000 });
    expect(lines(response.body).filter((line) => line.type === 'progress').length).toBe(21);
    const again = await dryRun(otherAdmin, 'students', csv);
    expect(again.json().plan).toEqual({ create: 0, update: 0, unchanged: 20_000 });
  });
});
