import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/shared/rules/dates.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ClassAttendanceSaved } from '@/shared/schemas/attendance.ts';
import { buildApp } from '../app.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { bearer } from '../test/demo.ts';
import { testBackends, testConfig } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { schoolRowCount } from '../test/school-row-count.ts';
import {
  constructClass,
  openSchoolDay,
  registerToday,
  weekdayBefore,
} from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';

/** Records the SQL of every statement the app runs while `recording` is on. */
function statementLog() {
  const state = { recording: false, statements: [] as string[] };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (state.recording) state.statements.push(describeNode(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { state, plugin };
}

function describeNode(node: RootOperationNode): string {
  if (node.kind === 'RawNode') return node.sqlFragments.join('?').replace(/\s+/g, ' ').trim();
  return node.kind;
}

describe.each(testBackends())('attendance API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let other: School;
  let teacher: Session;
  let otherTeacher: Session;
  let admin: Session;
  let parent: Session;
  let foreignTeacher: Session;
  let big: ConstructedClass;
  let small: ConstructedClass;
  let foreign: ConstructedClass;
  let today: string;

  const save = (session: Session, classId: string, date: string, marks: unknown[]) =>
    t.call(session, {
      method: 'PUT',
      url: `/api/teacher/classes/${classId}/attendance/${date}`,
      payload: { marks },
    });

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, parents: 2, students: 0 });
    other = await t.createSchool({ teachers: 1, parents: 0, students: 0 });
    big = await constructClass(t.inspect, school, { teacher: 0, students: 40, name: 'Big 40' });
    small = await constructClass(t.inspect, school, { teacher: 1, students: 3, name: 'Small 3' });
    foreign = await constructClass(t.inspect, other, { teacher: 0, students: 2, name: 'Foreign' });
    teacher = await t.signInAs(school.teachers[0]!);
    otherTeacher = await t.signInAs(school.teachers[1]!);
    admin = await t.signInAs(school.admins[0]!);
    parent = await t.signInAs(school.parents[0]!);
    foreignTeacher = await t.signInAs(other.teachers[0]!);
    today = await registerToday(t, teacher, big.classId);
    // Today is marked in several tests: a school day whatever its weekday.
    await openSchoolDay(t.inspect, school.id, today);
    await openSchoolDay(t.inspect, other.id, today);
  });

  it('answers the roster, not marked, for the school today by default', async () => {
    const response = await t.call(teacher, {
      url: `/api/teacher/classes/${big.classId}/attendance`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.date).toBe(today);
    expect(body.className).toBe('Big 40');
    expect(body.students).toHaveLength(40);
    expect(body.students[0]).toEqual({
      studentId: big.studentIds[0],
      studentName: 'Big 40 Student 01',
      rollNumber: 'Big 40-01',
      status: null,
      minutesLate: null,
      reason: null,
    });
    expect(body.counts).toEqual({ present: 0, absent: 0, late: 0, notMarked: 40 });
  });

  it('saves a class of 40 in one request and one statement, audits each change, and shows it saved', async () => {
    const log = statementLog();
    const counted = await buildApp({
      config: testConfig(),
      database: { ...t.database, db: t.database.db.withPlugin(log.plugin) },
      backgroundMail: false,
    });
    await counted.ready();
    const date = weekdayBefore(today, 1);
    const marks = big.studentIds.map((studentId, index) =>
      index === 0
        ? { studentId, status: 'absent', reason: 'Dentist' }
        : index === 1
          ? { studentId, status: 'late', minutesLate: 12 }
          : { studentId, status: 'present' },
    );
    log.state.recording = true;
    const response = await counted.inject({
      method: 'PUT',
      url: `/api/teacher/classes/${big.classId}/attendance/${date}`,
      headers: bearer(teacher),
      payload: { marks },
    });
    log.state.recording = false;
    await counted.close();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ClassAttendanceSaved>();
    expect(body.changed).toBe(40);
    expect(body.counts).toEqual({ present: 38, absent: 1, late: 1, notMarked: 0 });

    // The request: the opening statement, THE save, the live-update notice to watching parents,
    // the read of the class as saved (its roster, then its conflicts of the day), commit.
    const writes = log.state.statements.filter((text) =>
      /\b(insert into|delete from|update)\b/i.test(text),
    );
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/insert into attendance/);
    expect(writes[0]).toMatch(/delete from attendance/);
    expect(writes[0]).toMatch(/insert into audit_log/);
    expect(log.state.statements).toHaveLength(6);
    expect(log.state.statements[2]).toMatch(/pg_notify/);
    expect(log.state.statements[0]).toContain(
      'begin; select role, session_kind from app_open_request',
    );
    expect(log.state.statements[5]).toBe('commit');

    const reloaded = await t.call(teacher, {
      url: `/api/teacher/classes/${big.classId}/attendance?date=${date}`,
    });
    const students = reloaded.json().students;
    expect(students[0]).toMatchObject({ status: 'absent', reason: 'Dentist', minutesLate: null });
    expect(students[1]).toMatchObject({ status: 'late', minutesLate: 12, reason: null });
    expect(students[2]).toMatchObject({ status: 'present' });

    const audit = await auditEntries(t.inspect, ['actor_user_id', 'subject', 'details'], {
      tenantId: school.id,
      action: 'attendance.marked',
    });
    expect(audit).toHaveLength(40);
    expect(audit.find((row) => row.subject === big.studentIds[0])).toMatchObject({
      actor_user_id: school.teachers[0]!.id,
      details: {
        date,
        classId: big.classId,
        from: { status: null, minutesLate: null, reason: null },
        to: { status: 'absent', minutesLate: null, reason: 'Dentist' },
      },
    });
  });

  it('audits exactly the marks that changed, deletes those set back to not marked', async () => {
    const date = weekdayBefore(today, 2);
    const all = big.studentIds.map((studentId) => ({ studentId, status: 'present' }));
    expect((await save(teacher, big.classId, date, all)).statusCode).toBe(200);
    const auditCount = () =>
      schoolRowCount(t.inspect, 'audit_log', school.id, ['action', '=', 'attendance.marked']);
    const before = await auditCount();

    const edited = all.map((mark, index) =>
      index === 3 ? { ...mark, status: 'absent' } : index === 4 ? { ...mark, status: null } : mark,
    );
    const response = await save(teacher, big.classId, date, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json().changed).toBe(2);
    expect(response.json().counts).toEqual({ present: 38, absent: 1, late: 0, notMarked: 1 });
    expect(await auditCount()).toBe(before + 2);
    const row = await t.inspect
      .selectFrom('attendance')
      .select('status')
      .where('tenant_id', '=', school.id)
      .where('student_id', '=', big.studentIds[4]!)
      .where('date', '=', date)
      .executeTakeFirst();
    expect(row).toBeUndefined();

    // The same again: nothing changes, nothing audited.
    expect((await save(teacher, big.classId, date, edited)).json().changed).toBe(0);
    expect(await auditCount()).toBe(before + 2);
  });

  it('refuses a future date (the school today) and accepts today and past dates', async () => {
    const mark = [{ studentId: small.studentIds[0], status: 'present' }];
    const future = await save(otherTeacher, small.classId, addDays(today, 1), mark);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.code).toBe('VALIDATION_FAILED');
    expect(future.json().error.message).toMatch(/cannot be marked for a future date/);
    expect(future.json().error.details[0].path).toBe('date');
    expect((await save(otherTeacher, small.classId, today, mark)).statusCode).toBe(200);
    expect(
      (await save(otherTeacher, small.classId, weekdayBefore(today, 200), mark)).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with the field at fault', async () => {
    const studentId = small.studentIds[0];
    const cases: [unknown[], string][] = [
      [[{ studentId, status: 'sick' }], 'marks.0.status'],
      [[{ studentId, status: 'late', minutesLate: 0 }], 'marks.0.minutesLate'],
      [[{ studentId, status: 'absent', reason: 'x'.repeat(301) }], 'marks.0.reason'],
      [[{ studentId: 'nope', status: 'present' }], 'marks.0.studentId'],
      [
        [
          { studentId, status: 'present' },
          { studentId, status: 'absent' },
        ],
        'marks',
      ],
    ];
    for (const [marks, path] of cases) {
      const response = await save(otherTeacher, small.classId, today, marks);
      expect(response.statusCode, JSON.stringify(marks)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json().error.details)).toContain(path);
    }
    const badDate = await save(otherTeacher, small.classId, '2026-02-30', []);
    expect(badDate.statusCode).toBe(400);
  });

  it('refuses a student who is not in the class, and writes nothing', async () => {
    const date = weekdayBefore(today, 3);
    const response = await save(otherTeacher, small.classId, date, [
      { studentId: small.studentIds[0], status: 'absent' },
      { studentId: big.studentIds[10], status: 'absent' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/1 of the students is not in this class/);
    const rows = await t.inspect
      .selectFrom('attendance')
      .select('student_id')
      .where('tenant_id', '=', school.id)
      .where('date', '=', date)
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses another teacher's class with 403, reading or saving", async () => {
    const read = await t.call(otherTeacher, {
      url: `/api/teacher/classes/${big.classId}/attendance`,
    });
    expect(read.statusCode).toBe(403);
    expect(read.json().error.message).toBe('You can only take attendance for your own classes.');
    const write = await save(otherTeacher, big.classId, today, [
      { studentId: big.studentIds[0], status: 'absent' },
    ]);
    expect(write.statusCode).toBe(403);
  });

  it('lets an admin read and mark any class; refuses parents', async () => {
    const read = await t.call(admin, { url: `/api/teacher/classes/${small.classId}/attendance` });
    expect(read.statusCode).toBe(200);
    const write = await save(admin, small.classId, weekdayBefore(today, 4), [
      { studentId: small.studentIds[1], status: 'late', minutesLate: 5 },
    ]);
    expect(write.statusCode).toBe(200);
    expect(write.json().counts.late).toBe(1);

    expect(
      (await t.call(parent, { url: `/api/teacher/classes/${small.classId}/attendance` }))
        .statusCode,
    ).toBe(403);
    expect((await save(parent, small.classId, today, [])).statusCode).toBe(403);
    expect((await t.call(parent, { url: '/api/teacher/classes' })).statusCode).toBe(403);
  });

  it("another school's teacher gets 404 for this school's class and cannot mark its students", async () => {
    const read = await t.call(foreignTeacher, {
      url: `/api/teacher/classes/${big.classId}/attendance`,
    });
    expect(read.statusCode).toBe(404);
    const write = await save(foreignTeacher, big.classId, today, [
      { studentId: big.studentIds[0], status: 'absent' },
    ]);
    expect(write.statusCode).toBe(404);
    // Their own class with this school's student in it: not in the class.
    const mixed = await save(foreignTeacher, foreign.classId, today, [
      { studentId: big.studentIds[0], status: 'absent' },
    ]);
    expect(mixed.statusCode).toBe(400);
    const rows = await t.inspect
      .selectFrom('attendance')
      .select('student_id')
      .where('tenant_id', '=', other.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
