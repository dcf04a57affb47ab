import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { ClassAttendance } from '@/shared/schemas/attendance.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { constructClass, registerToday, weekdayBefore } from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { setSchoolSettings } from '../test/school-settings.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { schoolRowIds } from '../test/school-row-ids.ts';

describe.each(testBackends())("a second teacher's mark on %s", (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let first: Session;
  let second: Session;
  let admin: Session;
  let maths: ConstructedClass;
  let art: ConstructedClass;
  let student: string;
  let today: string;

  const save = (session: Session, classId: string, date: string, status: string | null) =>
    t.call(session, {
      method: 'PUT',
      url: `/api/teacher/classes/${classId}/attendance/${date}`,
      payload: { marks: [{ studentId: student, status }] },
    });
  const roster = async (session: Session, classId: string, date: string) =>
    (
      await t.call(session, { url: `/api/teacher/classes/${classId}/attendance?date=${date}` })
    ).json<ClassAttendance>();
  const stored = (date: string) =>
    t.inspect
      .selectFrom('attendance')
      .select(['status', 'marked_by'])
      .where('tenant_id', '=', school.id)
      .where('student_id', '=', student)
      .where('date', '=', date)
      .executeTakeFirst();

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, parents: 1, students: 0 });
    maths = await constructClass(t.inspect, school, { teacher: 0, students: 1, name: 'Maths' });
    art = await constructClass(t.inspect, school, { teacher: 1, students: 1, name: 'Art' });
    student = maths.studentIds[0]!;
    // The same child in both teachers' classes; the school emails absences.
    await t.inspect
      .insertInto('enrolments')
      .values({ tenant_id: school.id, class_id: art.classId, student_id: student })
      .execute();
    await setSchoolSettings(t.inspect, school.id, { absence_notices: true, late_notices: true });
    first = await t.signInAs(school.teachers[0]!);
    second = await t.signInAs(school.teachers[1]!);
    admin = await t.signInAs(school.admins[0]!);
    today = await registerToday(t, first, maths.classId);
  });

  it('keeps the first mark; a different second one is kept aside, flagged to both teachers and the office', async () => {
    const day = weekdayBefore(today, 1);
    expect((await save(first, maths.classId, day, 'present')).statusCode).toBe(200);
    const response = await save(second, art.classId, day, 'absent');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ changed: 0, conflicted: 1 });
    expect(await stored(day)).toEqual({ status: 'present', marked_by: school.teachers[0]!.id });

    const conflict = {
      studentId: student,
      standing: { status: 'present', by: school.teachers[0]!.fullName, className: 'Maths' },
      other: { status: 'absent', by: school.teachers[1]!.fullName, className: 'Art' },
    };
    expect((await roster(second, art.classId, day)).conflicts).toEqual([
      { ...conflict, mine: true },
    ]);
    expect((await roster(first, maths.classId, day)).conflicts).toEqual([
      { ...conflict, mine: false },
    ]);
    const flagged = await auditEntries(t.inspect, ['actor_user_id', 'subject', 'details'], {
      tenantId: school.id,
      action: 'attendance.conflict',
    });
    expect(flagged).toEqual([
      {
        actor_user_id: school.teachers[1]!.id,
        subject: student,
        details: { date: day, classId: art.classId, status: 'absent', standing: 'present' },
      },
    ]);
    // The mark that stands is present: no absence email is queued for the guardian.
    const queued = ['subject', 'like', '%was marked%'] as const;
    expect(await schoolRowIds(t.inspect, 'email_outbox', school.id, queued)).toEqual([]);
  });

  it('clears the flag when the second teacher agrees; not marked never clears the first mark', async () => {
    const day = weekdayBefore(today, 2);
    await save(first, maths.classId, day, 'late');
    await save(second, art.classId, day, 'present');
    expect((await roster(first, maths.classId, day)).conflicts).toHaveLength(1);
    expect((await save(second, art.classId, day, null)).json()).toMatchObject({ conflicted: 0 });
    expect(await stored(day)).toMatchObject({ status: 'late' });
    expect((await roster(first, maths.classId, day)).conflicts).toEqual([]);
    // The same mark as the first: nothing to flag.
    expect((await save(second, art.classId, day, 'late')).json()).toMatchObject({
      changed: 0,
      conflicted: 0,
    });
    expect((await roster(second, art.classId, day)).conflicts).toEqual([]);
  });

  it('lets the first teacher change their own mark, and the office (an admin) settle it', async () => {
    const day = weekdayBefore(today, 3);
    await save(first, maths.classId, day, 'present');
    await save(second, art.classId, day, 'absent');
    expect((await save(first, maths.classId, day, 'late')).json()).toMatchObject({ changed: 1 });
    expect((await roster(first, maths.classId, day)).conflicts).toHaveLength(1);
    // The admin's mark replaces any; the teacher's flag goes once the marks agree.
    expect((await save(admin, art.classId, day, 'absent')).json()).toMatchObject({ changed: 1 });
    expect(await stored(day)).toEqual({ status: 'absent', marked_by: school.admins[0]!.id });
    expect((await roster(first, maths.classId, day)).conflicts).toEqual([]);
  });
});
