import { beforeAll, describe, expect, it } from 'vitest';
import { CLASS_SUBJECTS } from '@/shared/rules/class-subjects.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('classes & subjects API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;
  let otherAdmin: Session;
  const studentIds: string[] = [];
  let otherStudentId: string;

  async function addStudents(tenantId: string, count: number, prefix: string) {
    const rows = await t.inspect
      .insertInto('students')
      .values(
        Array.from({ length: count }, (_, index) => ({
          tenant_id: tenantId,
          full_name: `${prefix} Student ${String(index + 1).padStart(2, '0')}`,
          roll_number: `${prefix}-${index + 1}`,
          grade_level: (index % 3) + 8,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  const addClass = postJsonTo(t, '/api/admin/classes');
  const setClassList = (session: Session, classId: string, studentIds: unknown[]) =>
    t.call(session, {
      method: 'PUT',
      url: `/api/admin/classes/${classId}/students`,
      payload: { studentIds },
    });
  const newClass = (overrides: Record<string, unknown> = {}) => ({
    className: 'Grade 10A Mathematics',
    subject: 'Mathematics',
    teacherId: school.teachers[0]!.id,
    room: 'Room 101',
    schedule: 'Mon, Wed 9:00-10:00',
    ...overrides,
  });

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, parents: 2, students: 3 });
    other = await t.createSchool({ teachers: 1, parents: 1, students: 1 });
    admin = await t.signInAs(school.admins[0]!);
    otherAdmin = await t.signInAs(other.admins[0]!);
    studentIds.push(...(await addStudents(school.id, 25, 'Own')));
    otherStudentId = (await addStudents(other.id, 1, 'Other'))[0]!;
  });

  describe('subjects', () => {
    it('shows the 12 defaults until the school edits its list; the first change stores them', async () => {
      const fresh = await t.createSchool({ teachers: 1 });
      const freshAdmin = await t.signInAs(fresh.admins[0]!);
      const list = await t.call(freshAdmin, { url: '/api/admin/subjects' });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({
        isDefault: true,
        subjects: CLASS_SUBJECTS.map((name) => ({ id: null, name })),
      });

      const added = await t.call(freshAdmin, {
        method: 'POST',
        url: '/api/admin/subjects',
        payload: { name: '  Latin ' },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().isDefault).toBe(false);
      expect(added.json().subjects.map((s: { name: string }) => s.name)).toEqual(
        [...CLASS_SUBJECTS, 'Latin'].sort((a, b) => a.localeCompare(b)),
      );
      const audit = await auditEntries(t.inspect, ['action'], {
        tenantId: fresh.id,
        action: 'subjects.created',
      });
      expect(audit).toHaveLength(1);
    });

    it('renames and deletes; names are unique per school (409 naming the field)', async () => {
      const stored = await t.call(admin, { method: 'POST', url: '/api/admin/subjects/defaults' });
      expect(stored.statusCode).toBe(200);
      const subjects: { id: string; name: string }[] = stored.json().subjects;
      const art = subjects.find((s) => s.name === 'Art')!;
      const music = subjects.find((s) => s.name === 'Music')!;

      const clash = await t.call(admin, {
        method: 'PATCH',
        url: `/api/admin/subjects/${art.id}`,
        payload: { name: 'music' },
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.details[0].path).toBe('name');

      const duplicate = await t.call(admin, {
        method: 'POST',
        url: '/api/admin/subjects',
        payload: { name: 'Music' },
      });
      expect(duplicate.statusCode).toBe(409);

      const renamed = await t.call(admin, {
        method: 'PATCH',
        url: `/api/admin/subjects/${art.id}`,
        payload: { name: 'Fine Art' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().subjects.map((s: { name: string }) => s.name)).toContain('Fine Art');

      const removed = await t.call(admin, {
        method: 'DELETE',
        url: `/api/admin/subjects/${music.id}`,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().subjects.map((s: { name: string }) => s.name)).not.toContain('Music');

      const empty = await t.call(admin, {
        method: 'POST',
        url: '/api/admin/subjects',
        payload: { name: '   ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toMatch(/^name: /);
    });

    it('refuses to delete a subject used by a class, in plain words', async () => {
      const created = await addClass(
        admin,
        newClass({ className: 'Physics 9B', subject: 'Physics' }),
      );
      expect(created.statusCode).toBe(201);
      const { subjects } = (await t.call(admin, { url: '/api/admin/subjects' })).json();
      const physics = subjects.find((s: { name: string }) => s.name === 'Physics');
      const refused = await t.call(admin, {
        method: 'DELETE',
        url: `/api/admin/subjects/${physics.id}`,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        "'Physics' is taught in 1 class. Move that class to another subject first.",
      );
      await t.call(admin, { method: 'DELETE', url: `/api/admin/classes/${created.json().id}` });
    });

    it('creating a class with a default subject stores the default list as the school own', async () => {
      const fresh = await t.createSchool({ teachers: 1 });
      const freshAdmin = await t.signInAs(fresh.admins[0]!);
      const created = await addClass(
        freshAdmin,
        newClass({ teacherId: fresh.teachers[0]!.id, subject: 'biology' }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().subject).toBe('Biology');
      const list = (await t.call(freshAdmin, { url: '/api/admin/subjects' })).json();
      expect(list.isDefault).toBe(false);
      expect(list.subjects).toHaveLength(12);
      expect(list.subjects.every((s: { id: string | null }) => s.id !== null)).toBe(true);
    });

    it("another school's admin cannot see or touch them", async () => {
      const { subjects } = (await t.call(admin, { url: '/api/admin/subjects' })).json();
      const target = subjects[0].id;
      const seen = await t.call(otherAdmin, { url: '/api/admin/subjects' });
      expect(seen.body).not.toContain(target);
      for (const options of [
        { method: 'PATCH', url: `/api/admin/subjects/${target}`, payload: { name: 'Hacked' } },
        { method: 'DELETE', url: `/api/admin/subjects/${target}` },
      ] as const) {
        expect((await t.call(otherAdmin, options)).statusCode).toBe(404);
      }
      const still = await t.inspect
        .selectFrom('subjects')
        .select('name')
        .where('id', '=', target)
        .executeTakeFirst();
      expect(still?.name).toBe(subjects[0].name);
    });
  });

  describe('classes', () => {
    it('creates, lists, edits and deletes a class (spec Class shape), audited', async () => {
      const created = await addClass(admin, newClass());
      expect(created.statusCode).toBe(201);
      const body = created.json();
      expect(body).toEqual({
        id: expect.any(String),
        className: 'Grade 10A Mathematics',
        subject: 'Mathematics',
        teacher: school.teachers[0]!.fullName,
        teacherId: school.teachers[0]!.id,
        studentCount: 0,
        schedule: 'Mon, Wed 9:00-10:00',
        weekSchedule: null,
        room: 'Room 101',
      });
      const list = await t.call(admin, { url: '/api/admin/classes' });
      expect(list.json()).toContainEqual(body);

      const edited = await t.call(admin, {
        method: 'PATCH',
        url: `/api/admin/classes/${body.id}`,
        payload: { room: 'Lab 2', teacherId: school.teachers[1]!.id, subject: 'Chemistry' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        room: 'Lab 2',
        subject: 'Chemistry',
        teacherId: school.teachers[1]!.id,
      });

      const options = await t.call(admin, { url: '/api/admin/teachers/options' });
      expect(options.json()).toContainEqual({
        id: school.teachers[1]!.id,
        name: school.teachers[1]!.fullName,
        subject: 'Chemistry',
      });
      expect(options.json()).toHaveLength(2);

      const deleted = await t.call(admin, {
        method: 'DELETE',
        url: `/api/admin/classes/${body.id}`,
      });
      expect(deleted.statusCode).toBe(200);
      const after = await t.call(admin, { url: '/api/admin/classes' });
      expect(after.json().map((c: { id: string }) => c.id)).not.toContain(body.id);
      const actions = await t.inspect
        .selectFrom('audit_log')
        .select('action')
        .where('subject', '=', body.id)
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual([
        'classes.created',
        'classes.updated',
        'classes.deleted',
      ]);
    });

    it('validates: class name, room, schedule and a teacher are required (400 naming the field)', async () => {
      for (const [field, payload] of [
        ['teacherId', newClass({ teacherId: undefined })],
        ['teacherId', newClass({ teacherId: '' })],
        ['className', newClass({ className: ' ' })],
        ['room', newClass({ room: '' })],
        ['schedule', newClass({ schedule: undefined })],
      ] as const) {
        const response = await addClass(admin, payload);
        expect(response.statusCode, field).toBe(400);
        expect(response.json().error.message, field).toMatch(new RegExp(`^${field}: `));
      }
      const unknownSubject = await addClass(admin, newClass({ subject: 'Astrology' }));
      expect(unknownSubject.statusCode).toBe(400);
      expect(unknownSubject.json().error.details[0].path).toBe('subject');
    });

    it('a teacher of another school, or a non-teacher, cannot be chosen', async () => {
      for (const teacherId of [other.teachers[0]!.id, school.parents[0]!.id]) {
        const response = await addClass(admin, newClass({ teacherId }));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details[0]).toEqual({
          path: 'teacherId',
          message: 'Choose an active teacher of your school',
        });
      }
    });

    it('teachers and parents are refused (403)', async () => {
      for (const person of [school.teachers[0]!, school.parents[0]!]) {
        const session = await t.signInAs(person);
        for (const options of [
          { url: '/api/admin/classes' },
          { url: '/api/admin/subjects' },
          { url: '/api/admin/teachers/options' },
          { method: 'POST', url: '/api/admin/classes', payload: newClass() },
        ] as const) {
          expect((await t.call(session, options)).statusCode, options.url).toBe(403);
        }
      }
    });

    it("another school's admin sees none of them and gets 404 touching one", async () => {
      const created = (await addClass(admin, newClass())).json();
      const list = await t.call(otherAdmin, { url: '/api/admin/classes' });
      expect(list.body).not.toContain(created.id);
      const options = await t.call(otherAdmin, { url: '/api/admin/teachers/options' });
      expect(options.body).not.toContain(school.teachers[0]!.id);
      for (const options of [
        { method: 'PATCH', url: `/api/admin/classes/${created.id}`, payload: { room: 'X' } },
        { method: 'DELETE', url: `/api/admin/classes/${created.id}` },
        { url: `/api/admin/classes/${created.id}/students` },
        {
          method: 'PUT',
          url: `/api/admin/classes/${created.id}/students`,
          payload: { studentIds: [] },
        },
        { url: `/api/admin/classes/${created.id}/timetable` },
        {
          method: 'PUT',
          url: `/api/admin/classes/${created.id}/timetable`,
          payload: { entries: [] },
        },
      ] as const) {
        expect((await t.call(otherAdmin, options)).statusCode, options.url).toBe(404);
      }
      const row = await t.inspect
        .selectFrom('classes')
        .select('room')
        .where('id', '=', created.id)
        .executeTakeFirst();
      expect(row?.room).toBe('Room 101');
    });
  });

  describe('the classes list: natural order, search, grade filter and pages', () => {
    it('orders Grade 1A … Grade 10A by number, searches name, subject and teacher, filters, pages', async () => {
      const fresh = await t.createSchool({ teachers: 2 });
      const freshAdmin = await t.signInAs(fresh.admins[0]!);
      const [first, second] = fresh.teachers;
      const made = [
        ['Grade 10A', 'Physics', first],
        ['Grade 1A', 'Mathematics', second],
        ['Grade 2B', 'Art', first],
        ['Grade 1A', 'Biology', first],
        ['Grade 12C', 'Music', second],
        ['Grade 2A', 'Art', second],
        ['Grade 1B', 'Art', first],
      ] as const;
      for (const [className, subject, teacher] of made) {
        const created = await addClass(
          freshAdmin,
          newClass({ className, subject, teacherId: teacher!.id }),
        );
        expect(created.statusCode, created.body).toBe(201);
      }
      const natural = [
        'Grade 1A Biology',
        'Grade 1A Mathematics',
        'Grade 1B Art',
        'Grade 2A Art',
        'Grade 2B Art',
        'Grade 10A Physics',
        'Grade 12C Music',
      ];
      const names = (rows: { className: string; subject: string }[]) =>
        rows.map((row) => `${row.className} ${row.subject}`);
      const get = async (query: Record<string, string>) => {
        const response = await t.call(freshAdmin, { url: '/api/admin/classes', query });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };

      // Without paging asked for, every class as before (the dashboard card), in natural order.
      expect(names(await get({}))).toEqual(natural);

      const pageOne = await get({ page: '1', pageSize: '3' });
      expect(pageOne).toMatchObject({ total: 7, page: 1, pageSize: 3 });
      expect(names(pageOne.rows)).toEqual(natural.slice(0, 3));
      const pageThree = await get({ page: '3', pageSize: '3' });
      expect(names(pageThree.rows)).toEqual(natural.slice(6));
      expect((await get({ page: '9', pageSize: '3' })).rows).toEqual([]);

      expect(names((await get({ grade: '1' })).rows)).toEqual(natural.slice(0, 3));
      expect(names((await get({ grade: '2', search: 'art' })).rows)).toEqual([
        'Grade 2A Art',
        'Grade 2B Art',
      ]);
      expect(names((await get({ search: 'PHYS' })).rows)).toEqual(['Grade 10A Physics']);
      const byTeacher = await get({ search: second!.fullName.slice(0, 8) });
      expect(byTeacher.total).toBe(3);
      expect(names(byTeacher.rows)).toEqual([
        'Grade 1A Mathematics',
        'Grade 2A Art',
        'Grade 12C Music',
      ]);
      expect((await get({ search: '10a' })).total).toBe(1);
      expect((await get({ search: '100%_' })).total).toBe(0);
    });

    it('refuses a bad page, page size or grade with a 400 naming it', async () => {
      for (const [query, path] of [
        [{ page: '0' }, 'page'],
        [{ page: 'two' }, 'page'],
        [{ pageSize: '101' }, 'pageSize'],
        [{ grade: '13' }, 'grade'],
      ] as const) {
        const response = await t.call(admin, { url: '/api/admin/classes', query });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.body).toContain(path);
      }
    });
  });

  describe('enrolments', () => {
    it('sets the class list in one go, and counts it', async () => {
      const { id } = (await addClass(admin, newClass({ className: 'Enrolment class' }))).json();
      const first = await setClassList(admin, id, studentIds.slice(0, 3));
      expect(first.statusCode).toBe(200);
      expect(
        first
          .json()
          .map((s: { id: string }) => s.id)
          .sort(),
      ).toEqual(studentIds.slice(0, 3).sort());
      const second = await setClassList(admin, id, [studentIds[1], studentIds[4], studentIds[4]]);
      expect(
        second
          .json()
          .map((s: { id: string }) => s.id)
          .sort(),
      ).toEqual([studentIds[1], studentIds[4]].sort());
      const listed = await t.call(admin, { url: `/api/admin/classes/${id}/students` });
      expect(listed.json()[0]).toEqual({
        id: expect.any(String),
        fullName: expect.stringMatching(/^Own Student/),
        rollNumber: expect.stringMatching(/^Own-/),
        gradeLevel: expect.any(Number),
        section: 'A',
      });
      const classes = (await t.call(admin, { url: '/api/admin/classes' })).json();
      expect(classes.find((c: { id: string }) => c.id === id).studentCount).toBe(2);
    });

    it("refuses another school's student and changes nothing", async () => {
      const { id } = (await addClass(admin, newClass({ className: 'Guarded class' }))).json();
      await setClassList(admin, id, [studentIds[0]]);
      const refused = await setClassList(admin, id, [studentIds[2], otherStudentId]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0].path).toBe('studentIds');
      const listed = await t.call(admin, { url: `/api/admin/classes/${id}/students` });
      expect(listed.json().map((s: { id: string }) => s.id)).toEqual([studentIds[0]]);
      const bad = await setClassList(admin, id, ['not-an-id']);
      expect(bad.statusCode).toBe(400);
    });

    it('student options search by name or roll number, filter by grade, and page', async () => {
      const page1 = await t.call(admin, { url: '/api/admin/student-options' });
      expect(page1.json()).toMatchObject({ total: 25, page: 1, pageSize: 20 });
      expect(page1.json().items).toHaveLength(20);
      const page2 = await t.call(admin, { url: '/api/admin/student-options?page=2' });
      expect(page2.json().items).toHaveLength(5);
      const byRoll = await t.call(admin, { url: '/api/admin/student-options?q=own-12' });
      expect(byRoll.json().items.map((s: { rollNumber: string }) => s.rollNumber)).toEqual([
        'Own-12',
      ]);
      const byName = await t.call(admin, {
        url: '/api/admin/student-options?q=student%2001&grade=8',
      });
      expect(byName.json().total).toBe(1);
      const grade = await t.call(admin, { url: '/api/admin/student-options?grade=9' });
      expect(grade.json().items.every((s: { gradeLevel: number }) => s.gradeLevel === 9)).toBe(
        true,
      );
      expect((await t.call(admin, { url: '/api/admin/student-options?grade=13' })).statusCode).toBe(
        400,
      );
      const others = await t.call(otherAdmin, { url: '/api/admin/student-options' });
      expect(others.json().total).toBe(1);
    });
  });

  describe('timetable', () => {
    it('replaces and lists a class week, Monday to Friday sorted by start time', async () => {
      const { id } = (
        await addClass(admin, newClass({ className: 'Timetable class', room: 'B12' }))
      ).json();
      const saved = await t.call(admin, {
        method: 'PUT',
        url: `/api/admin/classes/${id}/timetable`,
        payload: {
          entries: [
            { day: 'Wednesday', startTime: '13:00', endTime: '14:00', room: 'Lab 1' },
            { day: 'Monday', startTime: '10:00', endTime: '10:45' },
            { day: 'Monday', startTime: '08:30', endTime: '09:15' },
          ],
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual([
        expect.objectContaining({
          day: 'Monday',
          startTime: '08:30',
          endTime: '09:15',
          room: 'B12',
        }),
        expect.objectContaining({ day: 'Monday', startTime: '10:00', endTime: '10:45' }),
        expect.objectContaining({
          day: 'Wednesday',
          startTime: '13:00',
          room: 'Lab 1',
          subject: 'Mathematics',
          teacher: school.teachers[0]!.fullName,
        }),
      ]);
      const listed = await t.call(admin, { url: `/api/admin/classes/${id}/timetable` });
      expect(listed.json()).toEqual(saved.json());
    });

    it('refuses Saturday, end before start and times not HH:MM (400 naming the field)', async () => {
      const { id } = (await addClass(admin, newClass({ className: 'Bad timetable class' }))).json();
      for (const [path, entry] of [
        ['entries.0.day', { day: 'Saturday', startTime: '09:00', endTime: '10:00' }],
        ['entries.0.endTime', { day: 'Monday', startTime: '10:00', endTime: '09:00' }],
        ['entries.0.startTime', { day: 'Monday', startTime: '9am', endTime: '10:00' }],
      ] as const) {
        const response = await t.call(admin, {
          method: 'PUT',
          url: `/api/admin/classes/${id}/timetable`,
          payload: { entries: [entry] },
        });
        expect(response.statusCode, path).toBe(400);
        expect(response.json().error.details[0].path, path).toBe(path);
      }
      const missing = await t.call(admin, {
        url: '/api/admin/classes/00000000-0000-4000-8000-000000000000/timetable',
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
