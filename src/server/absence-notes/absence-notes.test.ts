import { beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceNote } from '@/shared/schemas/absence-notes.ts';
import type { Session } from '@/shared/schemas/auth.ts';
import { addDays } from '@/shared/rules/dates.ts';
import type { School } from '../seed/school-builder.ts';
import { addLesson, constructClass, weekdayAfter } from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { postJsonTo } from '../test/post-json.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { schoolRowCount } from '../test/school-row-count.ts';

describe.each(testBackends())('absence notes API on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let parent: Session;
  let otherParent: Session;
  let admin: Session;
  let klass: ConstructedClass;
  let other: ConstructedClass;
  let today: string;
  let schoolDay: string;
  let periodId: string;
  let otherPeriodId: string;

  const report = postJsonTo(t, '/api/parent/absence-notes');
  const noteCount = () => schoolRowCount(t.inspect, 'absence_notes', school.id);

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, parents: 2, students: 0 });
    klass = await constructClass(t.inspect, school, { teacher: 0, students: 2, name: 'Notes' });
    other = await constructClass(t.inspect, school, { teacher: 1, students: 1, name: 'Other' });
    parent = await t.signInAs(school.parents[0]!);
    otherParent = await t.signInAs(school.parents[1]!);
    admin = await t.signInAs(school.admins[0]!);
    const children = await t.call(parent, { url: '/api/parent/absence-notes/children' });
    today = children.json().today;
    schoolDay = weekdayAfter(today);
    await addLesson(t.inspect, school.id, klass.classId, schoolDay);
    await addLesson(t.inspect, school.id, other.classId, addDays(schoolDay, 7));
    const periods = await t.inspect
      .selectFrom('timetable_entries')
      .select(['id', 'class_id'])
      .where('tenant_id', '=', school.id)
      .execute();
    periodId = periods.find((p) => p.class_id === klass.classId)!.id;
    otherPeriodId = periods.find((p) => p.class_id === other.classId)!.id;
  });

  it("lists the parent's children with their timetable's periods", async () => {
    const body = await t.okJson<{ children: { studentName: string; periods: unknown[] }[] }>(
      parent,
      '/api/parent/absence-notes/children',
    );
    expect(body.children.map((child) => child.studentName)).toEqual([
      'Notes Student 01',
      'Other Student 01',
    ]);
    expect(body.children[0]!.periods).toHaveLength(1);
  });

  it('reports an absence, pending, listed for the parent and the office, and tells the office', async () => {
    const response = await report(parent, {
      studentId: klass.studentIds[0],
      from: schoolDay,
      periodIds: [periodId],
      reason: 'appointment',
      note: 'Dentist at nine',
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json<AbsenceNote>();
    expect(note).toMatchObject({
      studentName: 'Notes Student 01',
      from: schoolDay,
      to: schoolDay,
      status: 'pending',
      reason: 'appointment',
      withdrawable: true,
    });
    expect(note.periods.map((period) => period.id)).toEqual([periodId]);
    const mine = await t.okJson<AbsenceNote[]>(parent, '/api/parent/absence-notes');
    expect(mine.map((n) => n.id)).toContain(note.id);
    const theirs = await t.okJson<AbsenceNote[]>(otherParent, '/api/parent/absence-notes');
    expect(theirs.map((n) => n.id)).not.toContain(note.id);
    const pending = await t.okJson<AbsenceNote[]>(admin, '/api/admin/absence-notes?status=pending');
    expect(pending[0]!.id).toBe(note.id);
    const told = await t.inspect
      .selectFrom('notifications')
      .select(['user_id', 'kind'])
      .where('tenant_id', '=', school.id)
      .where('entity_ref', '=', `absence-note:${note.id}`)
      .execute();
    expect(told).toEqual([{ user_id: school.admins[0]!.id, kind: 'attendance' }]);
  });

  it.each([
    ['a first day in the past', () => ({ from: addDays(today, -1) }), 400, 'from'],
    ['a last day before the first', () => ({ to: addDays(schoolDay, -1) }), 400, 'to'],
    ['a range too long', () => ({ to: addDays(schoolDay, 200) }), 400, 'to'],
    ['a malformed date', () => ({ from: '2026-02-30' }), 400, 'from'],
    [
      "a period of another class's timetable",
      () => ({ periodIds: [otherPeriodId] }),
      400,
      'periodIds',
    ],
    ["another parent's child", () => ({ studentId: klass.studentIds[1] }), 403, 'studentId'],
    ['days another note covers', () => ({}), 409, 'from'],
  ])('refuses %s, naming the field, writing nothing', async (_name, change, status, path) => {
    const before = await noteCount();
    const response = await report(parent, {
      studentId: klass.studentIds[0],
      from: schoolDay,
      reason: 'illness',
      ...change(),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.details[0].path).toBe(path);
    expect(await noteCount()).toBe(before);
  });

  it('lets the parent withdraw a note until its first day starts, and only their own', async () => {
    const later = addDays(schoolDay, 14);
    const created = await report(parent, {
      studentId: klass.studentIds[0],
      from: later,
      reason: 'family',
    });
    const id = created.json<AbsenceNote>().id;
    const url = `/api/parent/absence-notes/${id}/withdraw`;
    expect((await t.call(otherParent, { method: 'POST', url })).statusCode).toBe(404);
    const withdrawn = await t.call(parent, { method: 'POST', url });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', withdrawable: false });
    // Today's note has started: no longer withdrawn.
    const todays = await report(parent, {
      studentId: klass.studentIds[0],
      from: today,
      reason: 'illness',
    });
    expect(todays.statusCode, todays.body).toBe(201);
    const refused = await t.call(parent, {
      method: 'POST',
      url: `/api/parent/absence-notes/${todays.json<AbsenceNote>().id}/withdraw`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details[0].path).toBe('id');
  });

  it('lets the office accept or decline (with a reason) once, and tells the parent', async () => {
    const from = addDays(schoolDay, 21);
    const a = (
      await report(parent, { studentId: klass.studentIds[0], from, reason: 'illness' })
    ).json<AbsenceNote>();
    const b = (
      await report(parent, {
        studentId: klass.studentIds[0],
        from: addDays(from, 1),
        reason: 'other',
      })
    ).json<AbsenceNote>();
    const decide = (session: Session, id: string, payload: object) =>
      t.call(session, { method: 'POST', url: `/api/admin/absence-notes/${id}/decision`, payload });

    expect((await decide(parent, a.id, { decision: 'accepted' })).statusCode).toBe(403);
    const noReason = await decide(admin, b.id, { decision: 'declined' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].path).toBe('reason');

    expect((await decide(admin, a.id, { decision: 'accepted' })).json()).toMatchObject({
      status: 'accepted',
    });
    const again = await decide(admin, a.id, { decision: 'declined', reason: 'No' });
    expect(again.statusCode).toBe(409);
    const declined = await decide(admin, b.id, { decision: 'declined', reason: 'No reason given' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'No reason given' });

    const told = await t.inspect
      .selectFrom('notifications')
      .select(['title'])
      .where('tenant_id', '=', school.id)
      .where('user_id', '=', school.parents[0]!.id)
      .where('entity_ref', 'in', [`absence-note:${a.id}`, `absence-note:${b.id}`])
      .orderBy('title')
      .execute();
    expect(told.map((row) => row.title.split(':')[0])).toEqual([
      'Absence note accepted',
      'Absence note declined',
    ]);
    const accepted = await t.okJson<AbsenceNote[]>(
      admin,
      '/api/admin/absence-notes?status=accepted',
    );
    expect(accepted.map((n) => n.id)).toEqual([a.id]);
  });

  it("keeps notes to the teacher of the child's class", async () => {
    const teacher = await t.signInAs(school.teachers[1]!);
    const url = `/api/teacher/classes/${klass.classId}/absence-notes?date=${schoolDay}`;
    expect((await t.call(teacher, { url })).statusCode).toBe(403);
    expect((await t.call(teacher, { url: '/api/admin/absence-notes' })).statusCode).toBe(403);
    const own = await t.okJson<{ notes: unknown[] }>(
      teacher,
      `/api/teacher/classes/${other.classId}/absence-notes?date=${schoolDay}`,
    );
    expect(own.notes).toEqual([]);
    const mine = await t.okJson<{ notes: { studentId: string }[] }>(
      await t.signInAs(school.teachers[0]!),
      `/api/teacher/classes/${klass.classId}/absence-notes?date=${schoolDay}`,
    );
    expect(mine.notes.map((note) => note.studentId)).toEqual([klass.studentIds[0]]);
  });
});
