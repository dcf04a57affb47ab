import { beforeAll, describe, expect, it } from 'vitest';
import { auditKindLabel } from '@/shared/rules/audit-kinds.ts';
import { describeAuditEntry } from '@/shared/rules/audit-labels.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { StaffList, StudentDetail, StudentList } from '@/shared/schemas/directory.ts';
import type { AuditPage } from '@/shared/schemas/settings.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { addManyStudents } from '../test/many-students.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe.each(testBackends())('teachers, students and parents screens API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let admin: Session;
  let teacher: Session;
  let parent: Session;
  let otherAdmin: Session;

  const edit = (
    session: Session,
    kind: 'students' | 'teachers' | 'parents',
    id: string,
    payload: object,
  ) => t.call(session, { method: 'PATCH', url: `/api/admin/${kind}/${id}`, payload });
  const addGuardian = (session: Session, studentId: string, parentId: string) =>
    t.call(session, {
      method: 'POST',
      url: `/api/admin/students/${studentId}/guardians`,
      payload: { parentId },
    });
  const addChild = (session: Session, parentId: string, studentId: string) =>
    t.call(session, {
      method: 'POST',
      url: `/api/admin/parents/${parentId}/children`,
      payload: { studentId },
    });
  const audits = (action: string, subject: string) =>
    auditEntries(t.inspect, ['actor_user_id', 'details'], { tenantId: school.id, action, subject });

  async function newStudent(rollNumber: string, tenantId = school.id) {
    const row = await t.inspect
      .insertInto('students')
      .values({
        tenant_id: tenantId,
        full_name: `Fresh ${rollNumber}`,
        roll_number: rollNumber,
        grade_level: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    school = await t.createSchool({
      teachers: 2,
      parents: 4,
      students: 1,
      invitations: [
        { email: 'pending.teacher@directory.test', role: 'teacher', fullName: 'Pending Pat' },
      ],
      year: {
        grades: [3, 4],
        sections: ['A', 'B'],
        curriculum: () => ['Mathematics', 'English'],
        students: 30,
        fees: [{ feeType: 'Tuition', amountCents: 10_000, frequency: 'monthly', dueDay: 1 }],
      },
    });
    other = await t.createSchool({ parents: 1, students: 1, year: { grades: [5], students: 2 } });
    admin = await t.signInAs(school.admins[0]!);
    teacher = await t.signInAs(school.teachers[0]!);
    parent = await t.signInAs(school.parents[0]!);
    otherAdmin = await t.signInAs(other.admins[0]!);
  });

  describe('students list', () => {
    it('pages through every student once, sorted by name, with the total', async () => {
      const count = school.year!.students.length;
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(count / 10); page++) {
        const list = await t.okJson<StudentList>(
          admin,
          `/api/admin/students?pageSize=10&page=${page}`,
        );
        expect(list.total).toBe(count);
        expect(list.page).toBe(page);
        seen.push(...list.rows.map((row) => row.name));
      }
      expect(seen).toHaveLength(count);
      const expected = school.year!.students.map((s) => s.fullName);
      expect(new Set(seen)).toEqual(new Set(expected));
      expect(seen).toEqual(
        [...seen].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
    });

    it('sorts by roll number descending and by grade', async () => {
      const byRoll = await t.okJson<StudentList>(
        admin,
        '/api/admin/students?sort=rollNumber&order=desc&pageSize=100',
      );
      const rolls = byRoll.rows.map((row) => row.rollNumber);
      expect(rolls).toEqual([...rolls].sort().reverse());
      const byGrade = await t.okJson<StudentList>(
        admin,
        '/api/admin/students?sort=grade&order=desc&pageSize=100',
      );
      expect(byGrade.rows[0]!.gradeLevel).toBe(4);
      expect(byGrade.rows.at(-1)!.gradeLevel).toBe(3);
    });

    it('filters by grade and searches by name, roll number or email', async () => {
      const grade3 = await t.okJson<StudentList>(admin, '/api/admin/students?grade=3&pageSize=100');
      const expected = school.year!.students.filter((s) => s.grade === 3);
      expect(grade3.total).toBe(expected.length);
      expect(grade3.rows.every((row) => row.gradeLevel === 3)).toBe(true);

      const target = school.year!.students[4]!;
      const byRoll = await t.okJson<StudentList>(
        admin,
        `/api/admin/students?search=${target.rollNumber}`,
      );
      expect(byRoll.rows.map((row) => row.id)).toContain(target.id);
      const byName = await t.okJson<StudentList>(
        admin,
        `/api/admin/students?search=${encodeURIComponent(target.fullName.toUpperCase())}`,
      );
      expect(byName.rows.map((row) => row.id)).toContain(target.id);
      const withEmail = school.year!.students.find((s) => s.email)!;
      const byEmail = await t.okJson<StudentList>(
        admin,
        `/api/admin/students?search=${withEmail.email}`,
      );
      expect(byEmail.rows.map((row) => row.id)).toEqual([withEmail.id]);
      expect(byEmail.rows[0]!.hasAccount).toBe(withEmail.userId !== null);
    });

    it('shows each row its class count and guardians, as the database has them', async () => {
      const list = await t.okJson<StudentList>(admin, '/api/admin/students?pageSize=100');
      const year = school.year!;
      for (const row of list.rows) {
        const classes = year.enrolments.filter((e) => e.studentId === row.id).length;
        expect(row.classCount, row.name).toBe(classes);
        const guardians = year.guardianships
          .filter((g) => g.studentId === row.id)
          .sort((a, b) => a.slot - b.slot)
          .map((g) => g.parentUserId);
        expect(
          row.guardians.map((g) => g.id),
          row.name,
        ).toEqual(guardians);
      }
      expect(list.rows.some((row) => row.guardians.length > 0)).toBe(true);
    });

    it('refuses a bad query with the field at fault', async () => {
      const response = await t.call(admin, { url: '/api/admin/students?pageSize=500&sort=age' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('is for admins only; another school sees none of these students', async () => {
      for (const session of [teacher, parent]) {
        expect((await t.call(session, { url: '/api/admin/students' })).statusCode).toBe(403);
      }
      const theirs = await t.okJson<StudentList>(otherAdmin, '/api/admin/students?pageSize=100');
      const ours = new Set(school.year!.students.map((s) => s.id));
      expect(theirs.total).toBe(other.year!.students.length);
      expect(theirs.rows.some((row) => ours.has(row.id))).toBe(false);
    });

    it('stays fast for a school of 3,000 students: filter, order, count and page in one statement', async () => {
      const big = await t.createSchool({ admins: 1, teachers: 1, parents: 3, students: 0 });
      const session = await t.signInAs(big.admins[0]!);
      const ids = await addManyStudents(
        t.inspect,
        big.id,
        3000,
        (index) => `R${String(index + 1).padStart(4, '0')}`,
      );
      // Every student with a guardian: the parents' child lists are long.
      await t.inspect
        .insertInto('guardianships')
        .values(
          ids.map((id, index) => ({
            tenant_id: big.id,
            student_id: id,
            parent_user_id: big.parents[index % 3]!.id,
            slot: 1 as const,
          })),
        )
        .execute();
      const timed = async (url: string) => {
        const began = performance.now();
        const body = await t.okJson<StudentList & StaffList>(session, url);
        return { body, ms: performance.now() - began };
      };
      await timed('/api/admin/students'); // warm up
      const first = await timed('/api/admin/students?sort=grade&order=desc');
      expect(first.body.total).toBe(3000);
      expect(first.body.rows).toHaveLength(25);
      expect(first.body.rows[0]!.gradeLevel).toBe(12);
      expect(first.body.rows[0]!.guardians).toHaveLength(1);
      const last = await timed('/api/admin/students?page=120');
      expect(last.body.rows.at(-1)!.name).toBe('Student 2999');
      const search = await timed('/api/admin/students?search=R2999&grade=11');
      expect(search.body.rows.map((row) => row.rollNumber)).toEqual(['R2999']);
      const parents = await timed('/api/admin/parents');
      expect(parents.body.rows[0]!.links).toHaveLength(1000);
      // Generous bounds for a busy shared machine; each is a few milliseconds of SQL.
      for (const { ms } of [first, last, search, parents]) expect(ms).toBeLessThan(2000);
    });
  });

  describe('student detail and edit', () => {
    it('shows the record, its classes, guardians and fee balance from the fee records', async () => {
      const student = school.year!.students.find((s) =>
        school.year!.guardianships.some((g) => g.studentId === s.id),
      )!;
      const detail = await t.okJson<StudentDetail>(admin, `/api/admin/students/${student.id}`);
      expect(detail).toMatchObject({
        name: student.fullName,
        rollNumber: student.rollNumber,
        gradeLevel: student.grade,
        section: student.section,
      });
      expect(detail.classes).toHaveLength(
        school.year!.enrolments.filter((e) => e.studentId === student.id).length,
      );
      expect(detail.classes[0]).toMatchObject({
        subject: expect.any(String),
        room: expect.any(String),
      });
      expect(detail.guardians.map((g) => g.id)).toEqual(
        school
          .year!.guardianships.filter((g) => g.studentId === student.id)
          .map((g) => g.parentUserId),
      );
      const records = await t.inspect
        .selectFrom('fee_records')
        .select(['amount_cents'])
        .where('tenant_id', '=', school.id)
        .where('student_id', '=', student.id)
        .where('paid_on', 'is', null)
        .execute();
      const owed = records.reduce((sum, r) => sum + r.amount_cents, 0);
      expect(detail.fees.outstandingCents).toBe(owed);
      expect(detail.fees.openRecords).toBe(records.length);
    });

    it('answers 404 for a student of another school, and for teachers and parents 403', async () => {
      const id = school.year!.students[0]!.id;
      expect((await t.call(otherAdmin, { url: `/api/admin/students/${id}` })).statusCode).toBe(404);
      expect((await t.call(teacher, { url: `/api/admin/students/${id}` })).statusCode).toBe(403);
      expect((await t.call(parent, { url: `/api/admin/students/${id}` })).statusCode).toBe(403);
    });

    it('edits every field of a record, audited; clashes and bad input name their field', async () => {
      const id = await newStudent('EDIT-1');
      const taken = school.year!.students[0]!;
      const payload = {
        name: 'Edited Student',
        rollNumber: 'EDIT-2',
        gradeLevel: 7,
        section: 'c',
        email: 'Edited.Student@Directory.test',
        phone: '555-0101',
        status: 'inactive',
      };
      const edited = await edit(admin, 'students', id, payload);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        name: 'Edited Student',
        rollNumber: 'EDIT-2',
        gradeLevel: 7,
        section: 'C',
        email: 'edited.student@directory.test',
        phone: '555-0101',
        status: 'inactive',
      });
      const [audit] = await audits('people.student_updated', id);
      expect(audit?.actor_user_id).toBe(school.admins[0]!.id);

      const clash = await edit(admin, 'students', id, { ...payload, rollNumber: taken.rollNumber });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.details[0].path).toBe('rollNumber');

      const emailClash = await edit(admin, 'students', id, {
        ...payload,
        email: school.teachers[0]!.email,
      });
      expect(emailClash.statusCode).toBe(409);
      expect(emailClash.json().error.details[0].path).toBe('email');

      const bad = await edit(admin, 'students', id, { ...payload, section: '12', gradeLevel: 13 });
      expect(bad.statusCode).toBe(400);
      const paths = bad.json().error.details.map((d: { path: string }) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['section', 'gradeLevel']));

      const blank = await edit(admin, 'students', id, { ...payload, email: '', phone: '' });
      expect(blank.json()).toMatchObject({ email: null, phone: null });

      const foreign = await edit(otherAdmin, 'students', id, { ...payload, name: 'Hijacked' });
      expect(foreign.statusCode).toBe(404);
      const row = await t.inspect
        .selectFrom('students')
        .select('full_name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.full_name).toBe('Edited Student');
    });
    it('a student who signs in: the account follows the record, and deactivating signs them out', async () => {
      const record = school.year!.students.find((s) => s.userId)!;
      const session = await t.signInAs(school.students.find((p) => p.id === record.userId)!);
      const payload = {
        name: 'Renamed Pupil',
        rollNumber: record.rollNumber,
        gradeLevel: record.grade,
        section: record.section,
        email: 'renamed.pupil@directory.test',
        phone: '',
        status: 'inactive',
      };
      const noEmail = await edit(admin, 'students', record.id, { ...payload, email: '' });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().error.details[0].path).toBe('email');
      const edited = await edit(admin, 'students', record.id, payload);
      expect(edited.statusCode, edited.body).toBe(200);
      const profile = await t.inspect
        .selectFrom('profiles')
        .select(['full_name', 'email', 'status'])
        .where('user_id', '=', record.userId!)
        .executeTakeFirstOrThrow();
      expect(profile).toEqual({
        full_name: 'Renamed Pupil',
        email: 'renamed.pupil@directory.test',
        status: 'inactive',
      });
      expect((await t.call(session, { url: '/api/profile' })).statusCode).toBe(401);
    });
  });

  describe('teachers and parents', () => {
    it('lists teachers with their classes and subjects, and the pending invitation', async () => {
      const list = await t.okJson<StaffList>(admin, '/api/admin/teachers?pageSize=100');
      expect(list.total).toBe(school.teachers.length + 1);
      const pending = list.rows.find((row) => row.invited)!;
      expect(pending).toMatchObject({
        name: 'Pending Pat',
        email: 'pending.teacher@directory.test',
        lastLogin: null,
      });
      expect(pending.invitationExpiresAt).not.toBeNull();
      for (const person of school.teachers) {
        const row = list.rows.find((r) => r.id === person.id)!;
        const classes = school.year!.classes.filter((c) => c.teacherId === person.id);
        expect(row.links.map((l) => l.id).sort()).toEqual(classes.map((c) => c.id).sort());
        const subjects = new Set(
          classes.map((c) => school.year!.subjects.find((s) => s.id === c.subjectId)!.name),
        );
        expect(row.subjects).toEqual([...subjects].sort());
      }
      const teacherRow = list.rows.find((r) => r.id === school.teachers[0]!.id)!;
      expect(teacherRow.lastLogin).not.toBeNull();
    });

    it('sorts and searches teachers; pages on the server', async () => {
      const byEmail = await t.okJson<StaffList>(admin, '/api/admin/teachers?sort=email&order=desc');
      const emails = byEmail.rows.map((row) => row.email);
      expect(emails).toEqual([...emails].sort().reverse());
      const first = await t.okJson<StaffList>(admin, '/api/admin/teachers?pageSize=1&page=2');
      expect(first.rows).toHaveLength(1);
      expect(first.total).toBe(school.teachers.length + 1);
      const found = await t.okJson<StaffList>(admin, '/api/admin/teachers?search=pending');
      expect(found.rows.map((row) => row.name)).toEqual(['Pending Pat']);
    });

    it('lists parents with their children', async () => {
      const list = await t.okJson<StaffList>(admin, '/api/admin/parents?pageSize=100');
      expect(list.total).toBe(school.parents.length);
      for (const person of school.parents) {
        const row = list.rows.find((r) => r.id === person.id)!;
        const children = school.year!.guardianships.filter((g) => g.parentUserId === person.id);
        expect(row.links.map((l) => l.id).sort()).toEqual(children.map((c) => c.studentId).sort());
        expect(row.subjects).toEqual([]);
      }
    });

    it('shows and edits a teacher (phone, availability), audited; not as a parent, not from another school', async () => {
      const id = school.teachers[1]!.id;
      const detail = await t.okJson<{ classes: unknown[]; role: string }>(
        admin,
        `/api/admin/teachers/${id}`,
      );
      expect(detail.role).toBe('teacher');
      expect(detail.classes.length).toBe(
        school.year!.classes.filter((c) => c.teacherId === id).length,
      );
      expect((await t.call(admin, { url: `/api/admin/parents/${id}` })).statusCode).toBe(404);
      expect((await t.call(otherAdmin, { url: `/api/admin/teachers/${id}` })).statusCode).toBe(404);

      const payload = {
        name: 'Renamed Teacher',
        email: 'renamed.teacher@directory.test',
        phone: '555-0199',
        availability: 'Mon-Fri 8:00-15:00',
        status: 'active',
      };
      const edited = await edit(admin, 'teachers', id, payload);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject(payload);
      const login = await t.inspect
        .selectFrom('users')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(login.email).toBe('renamed.teacher@directory.test');
      expect(await audits('people.updated', id)).toHaveLength(1);

      const clash = await edit(admin, 'teachers', id, {
        ...payload,
        email: school.parents[0]!.email,
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.details[0].path).toBe('email');
      const bad = await edit(admin, 'teachers', id, {
        ...payload,
        name: ' ',
        phone: 'x'.repeat(41),
      });
      expect(bad.statusCode).toBe(400);
      expect((await edit(teacher, 'teachers', id, payload)).statusCode).toBe(403);
      const foreign = await edit(otherAdmin, 'teachers', id, payload);
      expect(foreign.statusCode).toBe(404);
    });

    it('deactivating a parent signs them out at once', async () => {
      const person = school.parents[3]!;
      const session = await t.signInAs(person);
      const edited = await edit(admin, 'parents', person.id, {
        name: person.fullName,
        email: person.email,
        phone: '',
        status: 'inactive',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ status: 'inactive', phone: null });
      expect((await t.call(session, { url: '/api/profile' })).statusCode).toBe(401);
    });
  });

  describe('parents linked to children', () => {
    it('links from both sides, at most two guardians, the same pair twice is refused', async () => {
      const studentId = await newStudent('LINK-1');
      const [a, b, c] = school.parents;
      const first = await addGuardian(admin, studentId, a!.id);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<StudentDetail>().guardians).toMatchObject([{ id: a!.id, slot: 1 }]);

      const twice = await addGuardian(admin, studentId, a!.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe('This parent is already linked to this child.');

      const fromParent = await addChild(admin, b!.id, studentId);
      expect(fromParent.statusCode, fromParent.body).toBe(200);
      expect(fromParent.json().children).toContainEqual(
        expect.objectContaining({ id: studentId, slot: 2 }),
      );

      const third = await addChild(admin, c!.id, studentId);
      expect(third.statusCode).toBe(409);
      expect(third.json().error.details[0]).toEqual({
        path: 'studentId',
        message: 'This child already has two guardians. Unlink one of them first.',
      });
      // The student's side ('Link a parent', disabled on the page at 2 of 2) is refused the same.
      const thirdFromStudent = await addGuardian(admin, studentId, c!.id);
      expect(thirdFromStudent.statusCode).toBe(409);
      expect(thirdFromStudent.json().error.details[0]).toEqual({
        path: 'parentId',
        message: 'This child already has two guardians. Unlink one of them first.',
      });

      const unlinked = await t.call(admin, {
        method: 'DELETE',
        url: `/api/admin/students/${studentId}/guardians/${a!.id}`,
      });
      expect(unlinked.statusCode).toBe(200);
      expect(unlinked.json<StudentDetail>().guardians.map((g) => g.id)).toEqual([b!.id]);
      const again = await t.call(admin, {
        method: 'DELETE',
        url: `/api/admin/parents/${a!.id}/children/${studentId}`,
      });
      expect(again.statusCode).toBe(404);

      const refill = await addGuardian(admin, studentId, c!.id);
      expect(refill.json<StudentDetail>().guardians).toMatchObject([
        { id: c!.id, slot: 1 },
        { id: b!.id, slot: 2 },
      ]);
      const parentSide = await t.okJson<{ children: { id: string }[] }>(
        admin,
        `/api/admin/parents/${c!.id}`,
      );
      expect(parentSide.children.map((child) => child.id)).toContain(studentId);

      const list = await t.okJson<StudentList>(admin, '/api/admin/students?search=LINK-1');
      expect(list.rows[0]!.guardians.map((g) => g.id)).toEqual([c!.id, b!.id]);

      expect((await audits('people.guardian_linked', studentId)).length).toBe(3);
      expect((await audits('people.guardian_unlinked', studentId)).length).toBe(1);

      // The activity view says it in words, naming the parent and the student.
      const studentName = first.json<StudentDetail>().name;
      const activity = await t.okJson<AuditPage>(
        admin,
        '/api/admin/audit?action=people.guardian_linked',
      );
      const mine = activity.rows.filter((row) => row.subject === studentId);
      expect(mine.map(describeAuditEntry)).toEqual(
        [c!, b!, a!].map(
          (parent) =>
            `${school.admins[0]!.fullName} linked the parent ${parent.fullName} to ${studentName}`,
        ),
      );
      expect(auditKindLabel(mine[0]!.action)).toBe('Parent linked to a student');
      const unlinkedRows = await t.okJson<AuditPage>(
        admin,
        '/api/admin/audit?action=people.guardian_unlinked',
      );
      expect(describeAuditEntry(unlinkedRows.rows.find((row) => row.subject === studentId)!)).toBe(
        `${school.admins[0]!.fullName} unlinked the parent ${a!.fullName} from ${studentName}`,
      );
    });

    it('refuses a teacher as a guardian, a bad id, other roles, and another school', async () => {
      const studentId = await newStudent('LINK-2');
      const asTeacher = await addGuardian(admin, studentId, school.teachers[0]!.id);
      expect(asTeacher.statusCode).toBe(404);
      const bad = await addGuardian(admin, studentId, 'nope');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details[0].path).toBe('parentId');
      for (const session of [teacher, parent]) {
        const refused = await addChild(session, school.parents[0]!.id, studentId);
        expect(refused.statusCode).toBe(403);
      }
      // Another school's admin, with their own parent and our student, or our parent and their student.
      const theirStudent = await newStudent('LINK-3', other.id);
      const crossed = [
        { url: `/api/admin/parents/${other.parents[0]!.id}/children`, payload: { studentId } },
        {
          url: `/api/admin/parents/${school.parents[0]!.id}/children`,
          payload: { studentId: theirStudent },
        },
        {
          url: `/api/admin/students/${studentId}/guardians`,
          payload: { parentId: other.parents[0]!.id },
        },
      ];
      for (const attempt of crossed) {
        const response = await t.call(otherAdmin, { method: 'POST', ...attempt });
        expect(response.statusCode, attempt.url).toBe(404);
      }
      const removal = await t.call(otherAdmin, {
        method: 'DELETE',
        url: `/api/admin/students/${studentId}/guardians/${school.parents[0]!.id}`,
      });
      expect(removal.statusCode).toBe(404);
      const links = await t.inspect
        .selectFrom('guardianships')
        .select('parent_user_id')
        .where('student_id', 'in', [studentId, theirStudent])
        .execute();
      expect(links).toEqual([]);
    });
  });
});
