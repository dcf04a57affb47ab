import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { bearer, greenwood, riverside, signIn } from '../test/demo.ts';
import { invitationToken as tokenOfInvitation } from '../test/invitations.ts';
import { addManyStudents } from '../test/many-students.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('people API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let admin: Session;
  beforeAll(async () => {
    school = await t.createSchool({ admins: 2, teachers: 2, parents: 2, students: 3 });
    admin = await t.signInAs(school.admins[0]!);
  });

  const as = (session: Session) => bearer(session);
  const list = (session: Session, query: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/admin/users', query, headers: as(session) });
  const add = (session: Session, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', headers: as(session), payload });

  const invitationToken = (to: string) => tokenOfInvitation(t.inspect, to);

  it('lists the school: accounts, 8 per page by default, with a total', async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(9);
    expect(body.rows).toHaveLength(8);
    expect(body.rows[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      role: expect.any(String),
      status: 'active',
      lastLogin: body.rows[0].lastLogin,
      invited: false,
      rollNumber: null,
      gradeLevel: null,
    });
    const second = (await list(admin, { page: '2' })).json();
    expect(second.rows).toHaveLength(1);
    const ids = new Set([...body.rows, ...second.rows].map((row: { id: string }) => row.id));
    expect(ids.size).toBe(9);
  });

  it('searches name or email case-insensitively, filters role and status, sorts', async () => {
    const teacher = school.teachers[0]!;
    const byName = (await list(admin, { search: teacher.fullName.toUpperCase() })).json();
    expect(byName.rows.map((row: { id: string }) => row.id)).toContain(teacher.id);
    const byEmail = (await list(admin, { search: teacher.email.slice(0, 6) })).json();
    expect(byEmail.total).toBeGreaterThan(0);
    const parents = (await list(admin, { role: 'parent' })).json();
    expect(parents.total).toBe(2);
    expect(parents.rows.every((row: { role: string }) => row.role === 'parent')).toBe(true);
    expect((await list(admin, { status: 'inactive' })).json().total).toBe(0);
    const sorted = (await list(admin, { sort: 'email', order: 'desc', pageSize: '100' })).json();
    const emails = sorted.rows.map((row: { email: string }) => row.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect((await list(admin, { search: '100%_\\' })).json().total).toBe(0);
  });

  it('validates the query, naming the field', async () => {
    const queries: Record<string, string>[] = [
      { pageSize: '101' },
      { role: 'janitor' },
      { page: '0' },
      { sort: 'x' },
    ];
    for (const query of queries) {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe(Object.keys(query)[0]);
    }
  });

  it('refuses teachers, parents and students (403)', async () => {
    for (const person of [school.teachers[0]!, school.parents[0]!, school.students[0]!]) {
      const session = await t.signInAs(person);
      expect((await list(session)).statusCode).toBe(403);
      expect((await add(session, { name: 'X', email: 'x@x.test', gradeLevel: 1 })).statusCode).toBe(
        403,
      );
      expect(
        (await t.app.inject({ url: '/api/admin/stats', headers: as(session) })).statusCode,
      ).toBe(403);
    }
  });

  it('adds a student record (role defaults to student) with the next free roll number', async () => {
    const missingGrade = await add(admin, { name: 'Ann Lee', email: 'ann@people.test' });
    expect(missingGrade.statusCode).toBe(400);
    expect(missingGrade.json().error.details[0].path).toBe('gradeLevel');

    const first = await add(admin, { name: 'Ann Lee', email: 'ANN@people.test', gradeLevel: 4 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@people.test',
      role: 'student',
      status: 'active',
      lastLogin: null,
      invited: false,
      rollNumber: '1',
      gradeLevel: 4,
    });
    const second = await add(admin, { name: 'Bo Ray', email: 'bo@people.test', gradeLevel: 12 });
    expect(second.json().rollNumber).toBe('2');
    const taken = await add(admin, {
      name: 'Cy',
      email: 'cy@people.test',
      gradeLevel: 2,
      rollNumber: '2',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details[0].path).toBe('rollNumber');
    const students = (await list(admin, { role: 'student', search: 'people.test' })).json();
    expect(students.total).toBe(2);
  });

  it('adds a student record without an email (blank is none), as Edit and the CSV import allow', async () => {
    for (const payload of [
      { name: 'Dee No-Mail', gradeLevel: 3 },
      { name: 'Eli No-Mail', email: '  ', gradeLevel: 3 },
    ]) {
      const response = await add(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(201);
      expect(response.json()).toMatchObject({ name: payload.name, email: '', role: 'student' });
      const stored = await t.inspect
        .selectFrom('students')
        .select('email')
        .where('id', '=', response.json().id)
        .executeTakeFirstOrThrow();
      expect(stored.email).toBeNull();
    }
  });

  it('validates the add form and answers 409 naming the email for a duplicate', async () => {
    for (const [payload, field] of [
      [{ email: 'a@b.test' }, 'name'],
      [{ name: '  ', email: 'a@b.test' }, 'name'],
      [{ name: 'A', role: 'teacher' }, 'email'],
      [{ name: 'A', email: 'not-an-email' }, 'email'],
      [{ name: 'A', email: 'a@b.test', role: 'janitor' }, 'role'],
      [{ name: 'A', email: 'a@b.test', gradeLevel: 13 }, 'gradeLevel'],
    ] as const) {
      const response = await add(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details[0].path).toBe(field);
    }
    const duplicate = await add(admin, {
      name: 'Copy',
      email: school.teachers[1]!.email,
      role: 'teacher',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details[0].path).toBe('email');
  });

  it('two admins adding the same person at once: one is added, the other told the email is taken', async () => {
    const second = await t.signInAs(school.admins[1]!);
    const payload = { name: 'Twin', email: 'twin@people.test', role: 'parent' };
    const answers = await Promise.all([add(admin, payload), add(second, payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.details[0].path).toBe('email');
    const inactive = await add(admin, { ...payload, email: 'x@people.test', status: 'inactive' });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.details[0].path).toBe('status');
  });

  it('invites a teacher: listed as invited, emailed a link; the link signs them up and in', async () => {
    const added = await add(admin, {
      name: 'Tia Gray',
      email: 'tia@people.test',
      role: 'teacher',
    });
    expect(added.statusCode).toBe(201);
    const row = added.json();
    expect(row).toMatchObject({
      role: 'teacher',
      status: 'active',
      lastLogin: null,
      invited: true,
    });
    const stored = await t.inspect
      .selectFrom('invitations')
      .select(['token_hash', 'sent_at', 'expires_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const days = (new Date(stored.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const token = await invitationToken('tia@people.test');
    expect(token).not.toBe(stored.token_hash);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { tenant_id: school.id, token },
    });
    expect(preview.json()).toEqual({
      tenant: expect.objectContaining({ id: school.id, school_name: expect.any(String) }),
      full_name: 'Tia Gray',
      email: 'tia@people.test',
      role: 'teacher',
    });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { tenant_id: school.id, token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].path).toBe('password');
    // Another school's id with this token finds nothing.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { tenant_id: riverside.id, token, password: 'a-good-password' },
    });
    expect(elsewhere.statusCode).toBe(410);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { tenant_id: school.id, token, password: 'a-good-password' },
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<Session>();
    const profile = await t.app.inject({ url: '/api/profile', headers: as(session) });
    expect(profile.json()).toMatchObject({ role: 'teacher', full_name: 'Tia Gray' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { tenant_id: school.id, token, password: 'a-good-password' },
    });
    expect(again.statusCode).toBe(410);
    const listed = (await list(admin, { search: 'tia@people.test' })).json();
    expect(listed.rows).toHaveLength(1);
    expect(listed.rows[0]).toMatchObject({ id: session.user.id, invited: false });
    expect(listed.rows[0].lastLogin).not.toBeNull();
  });

  it('resends an invitation (the old link stops working) and revokes one', async () => {
    const row = (
      await add(admin, { name: 'Pat Moss', email: 'pat@people.test', role: 'parent' })
    ).json();
    const oldToken = await invitationToken('pat@people.test');
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${row.id}/resend`,
      headers: as(admin),
    });
    expect(resent.statusCode).toBe(200);
    const newToken = await invitationToken('pat@people.test');
    expect(newToken).not.toBe(oldToken);
    const preview = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/invitation',
        payload: { tenant_id: school.id, token },
      });
    expect((await preview(oldToken)).statusCode).toBe(410);
    expect((await preview(newToken)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${row.id}`,
      headers: as(admin),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await preview(newToken)).statusCode).toBe(410);
    expect((await list(admin, { search: 'pat@people.test' })).json().total).toBe(0);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${row.id}`,
      headers: as(admin),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('an expired invitation cannot be accepted', async () => {
    const row = (
      await add(admin, { name: 'Old Link', email: 'old@people.test', role: 'admin' })
    ).json();
    const token = await invitationToken('old@people.test');
    await t.inspect
      .updateTable('invitations')
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where('id', '=', row.id)
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/accept-invitation',
      payload: { tenant_id: school.id, token, password: 'a-good-password' },
    });
    expect(response.statusCode).toBe(410);
  });

  it('edits a person; an admin cannot demote or deactivate themselves', async () => {
    const parent = school.parents[1]!;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${parent.id}`,
      headers: as(admin),
      payload: { name: 'Renamed Parent', email: 'renamed@people.test' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed Parent', email: 'renamed@people.test' });
    const login = await t.inspect
      .selectFrom('users')
      .select('email')
      .where('id', '=', parent.id)
      .executeTakeFirstOrThrow();
    expect(login.email).toBe('renamed@people.test');

    const me = school.admins[0]!.id;
    for (const payload of [{ role: 'teacher' }, { status: 'inactive' }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${me}`,
        headers: as(admin),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/cannot/);
    }
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${parent.id}`,
      headers: as(admin),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const duplicate = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${parent.id}`,
      headers: as(admin),
      payload: { email: school.teachers[0]!.email },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details[0].path).toBe('email');
  });

  it('deactivation takes effect on the very next request of that user', async () => {
    const teacher = school.teachers[1]!;
    const session = await t.signInAs(teacher);
    expect((await t.app.inject({ url: '/api/profile', headers: as(session) })).statusCode).toBe(
      200,
    );
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${teacher.id}`,
      headers: as(admin),
      payload: { status: 'inactive' },
    });
    expect(response.json().status).toBe('inactive');
    const next = await t.app.inject({ url: '/api/profile', headers: as(session) });
    expect(next.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { tenant_id: school.id, email: teacher.email, password: teacher.password },
    });
    expect(signInAgain.statusCode).toBe(403);
  });

  it('deletes a person without history; refuses one with history, suggesting deactivation', async () => {
    const plain = (
      await add(admin, { name: 'Del Me', email: 'del@people.test', gradeLevel: 3 })
    ).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${plain.id}`,
      headers: as(admin),
    });
    expect(deleted.statusCode).toBe(204);

    const enrolled = (
      await add(admin, { name: 'Has Class', email: 'class@people.test', gradeLevel: 3 })
    ).json();
    const teacher = school.teachers[0]!;
    const subject = await t.inspect
      .insertInto('subjects')
      .values({ tenant_id: school.id, name: 'Science' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const klass = await t.inspect
      .insertInto('classes')
      .values({
        tenant_id: school.id,
        name: 'Science 3',
        subject_id: subject.id,
        teacher_id: teacher.id,
        room: '1',
        schedule: 'Mon',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.inspect
      .insertInto('enrolments')
      .values({ tenant_id: school.id, class_id: klass.id, student_id: enrolled.id })
      .execute();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${enrolled.id}`,
      headers: as(admin),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This person has history (1 class enrolment). Deactivate them instead.',
    );
    const teacherRefused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${teacher.id}`,
      headers: as(admin),
    });
    expect(teacherRefused.statusCode).toBe(409);
    expect(teacherRefused.json().error.message).toMatch(/Deactivate them instead\.$/);

    const parent = school.parents[0]!;
    const parentDeleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${parent.id}`,
      headers: as(admin),
    });
    expect(parentDeleted.statusCode).toBe(204);
    expect((await list(admin, { search: parent.email })).json().total).toBe(0);
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${school.admins[0]!.id}`,
      headers: as(admin),
    });
    expect(self.statusCode).toBe(400);
  });

  it("another school's admin sees none of this school and gets 404 on its people", async () => {
    const other = await signIn(t.app, riverside, 'admin');
    const seen = (await list(other, { pageSize: '100' })).json();
    const ids = seen.rows.map((row: { id: string }) => row.id);
    expect(ids).not.toContain(school.teachers[0]!.id);
    const target = school.teachers[0]!.id;
    for (const request of [
      { method: 'PATCH' as const, url: `/api/admin/users/${target}`, payload: { name: 'X' } },
      { method: 'DELETE' as const, url: `/api/admin/users/${target}` },
      { method: 'POST' as const, url: `/api/admin/invitations/${target}/resend` },
      { method: 'DELETE' as const, url: `/api/admin/invitations/${target}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: as(other) });
      expect(response.statusCode, request.url).toBe(404);
    }
  });

  it('stats: four tiles with counts and trends from real history', async () => {
    const own = await t.createSchool({ admins: 1, teachers: 3, parents: 1 });
    const session = await t.signInAs(own.admins[0]!);
    // Two teachers existed before this month; one joined this month.
    await t.inspect
      .updateTable('profiles')
      .set({ created_at: sql`date_trunc('month', now()) - interval '3 days'` })
      .where('user_id', 'in', [own.teachers[0]!.id, own.teachers[1]!.id])
      .execute();
    const response = await t.app.inject({ url: '/api/admin/stats', headers: as(session) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      students: { count: 0, trendPercent: null },
      teachers: { count: 3, trendPercent: 50 },
      parents: { count: 1, trendPercent: null },
      classes: { count: 0, trendPercent: null },
    });
    const demo = await signIn(t.app, greenwood, 'admin');
    const greenwoodStats = (
      await t.app.inject({ url: '/api/admin/stats', headers: as(demo) })
    ).json();
    expect(greenwoodStats.teachers.count).toBeGreaterThan(0);
  });

  it('shows a real trend on every tile of the demo school: its people and classes have a history', async () => {
    const demo = await signIn(t.app, greenwood, 'admin');
    const stats = (await t.app.inject({ url: '/api/admin/stats', headers: as(demo) })).json<
      Record<
        'students' | 'teachers' | 'parents' | 'classes',
        { count: number; trendPercent: number | null }
      >
    >();
    // Most were there at the end of last month, a few came this month: a growth, not "New this month".
    for (const tile of ['students', 'teachers', 'parents', 'classes'] as const) {
      expect(stats[tile].trendPercent, tile).toBeGreaterThan(0);
      expect(stats[tile].trendPercent, tile).toBeLessThan(50);
    }
    expect(stats.students.count).toBe(300);
  });

  it('stays fast with 3,000 student records: searching, sorting and paging happen in the database', async () => {
    const big = await t.createSchool({ admins: 1, teachers: 5, parents: 5, students: 0 });
    const session = await t.signInAs(big.admins[0]!);
    await addManyStudents(t.inspect, big.id, 3000, (index) => String(index + 1));
    const timed = async (query: Record<string, string>) => {
      const began = performance.now();
      const response = await list(session, query);
      expect(response.statusCode).toBe(200);
      return { body: response.json(), ms: performance.now() - began };
    };
    await timed({}); // warm up
    const first = await timed({ role: 'student', sort: 'name' });
    expect(first.body.total).toBe(3000);
    expect(first.body.rows).toHaveLength(8);
    expect(first.body.rows[0].name).toBe('Student 0000');
    const last = await timed({ role: 'student', sort: 'name', page: '375' });
    expect(last.body.rows.at(-1).name).toBe('Student 2999');
    const search = await timed({ search: 'student2999@', pageSize: '100' });
    expect(search.body.total).toBe(1);
    const next = await add(session, { name: 'New One', email: 'new@big.test', gradeLevel: 1 });
    expect(next.json().rollNumber).toBe('3001');
    // Generous bounds for a busy shared machine; each is a few milliseconds of SQL.
    for (const { ms } of [first, last, search]) expect(ms).toBeLessThan(1500);
  });
});
