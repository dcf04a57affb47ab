import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { withTenant } from '../platform/db/with-tenant.ts';
import { testBackends } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

type Period = { day: string; startTime: string; endTime: string; room?: string };

describe.each(testBackends())('timetable clashes and the derived schedule on %s', (kind) => {
  const t = useTestApp(kind);
  let school: School;
  let admin: Session;
  let teacherA: string;
  let teacherB: string;

  const addClass = async (className: string, teacherId: string, room: string) => {
    const response = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/classes',
      payload: { className, subject: 'Mathematics', teacherId, room, schedule: 'See timetable' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const setWeek = (id: string, entries: Period[]) =>
    t.call(admin, {
      method: 'PUT',
      url: `/api/admin/classes/${id}/timetable`,
      payload: { entries },
    });
  const monday = (startTime: string, endTime: string, room?: string): Period => ({
    day: 'Monday',
    startTime,
    endTime,
    ...(room ? { room } : {}),
  });

  beforeAll(async () => {
    school = await t.createSchool({ teachers: 2, students: 0 });
    admin = await t.signInAs(school.admins[0]!);
    [teacherA, teacherB] = school.teachers.map((teacher) => teacher.id) as [string, string];
  });

  it('refuses a teacher booked twice at the same time (409 naming the other class); back-to-back is fine', async () => {
    const first = await addClass('Algebra 1', teacherA, 'R1');
    const second = await addClass('Algebra 2', teacherA, 'R2');
    expect((await setWeek(first, [monday('09:00', '09:45')])).statusCode).toBe(200);

    const clash = await setWeek(second, [monday('09:30', '10:15')]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(
      'entries: The teacher already teaches Algebra 1 on Monday 09:00–09:45',
    );
    expect(clash.json().error.details[0].path).toBe('entries');
    expect((await setWeek(second, [])).statusCode).toBe(200);
    const fine = await setWeek(second, [
      monday('09:45', '10:30'),
      { day: 'Tuesday', startTime: '09:00', endTime: '09:45' },
    ]);
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a room booked twice, its name compared without case or outer spaces', async () => {
    const first = await addClass('Geometry 1', teacherA, 'Lab 7');
    const second = await addClass('Geometry 2', teacherB, 'R5');
    expect((await setWeek(first, [monday('13:00', '13:45')])).statusCode).toBe(200);
    const clash = await setWeek(second, [monday('13:40', '14:00', ' lab 7')]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(
      'entries: Lab 7 is already booked by Geometry 1 on Monday 13:00–13:45',
    );
    expect((await setWeek(second, [monday('13:45', '14:30', 'Lab 7')])).statusCode).toBe(200);
  });

  it("refuses a class's new teacher or room when its periods would clash (409 naming the field)", async () => {
    const busy = await addClass('Statistics 1', teacherA, 'R8');
    const moving = await addClass('Statistics 2', teacherB, 'R9');
    expect((await setWeek(busy, [monday('11:00', '11:45')])).statusCode).toBe(200);
    expect((await setWeek(moving, [monday('11:15', '12:00')])).statusCode).toBe(200);
    const patch = (payload: object) =>
      t.call(admin, { method: 'PATCH', url: `/api/admin/classes/${moving}`, payload });

    const teacher = await patch({ teacherId: teacherA });
    expect(teacher.statusCode).toBe(409);
    expect(teacher.json().error.details[0]).toEqual({
      path: 'teacherId',
      message: 'The teacher already teaches Statistics 1 on Monday 11:00–11:45',
    });
    const room = await patch({ room: 'r8' });
    expect(room.statusCode).toBe(409);
    expect(room.json().error.details[0].path).toBe('room');
    expect(room.json().error.message).toContain('Statistics 1');
    expect((await patch({ room: 'R10' })).statusCode).toBe(200);
  });

  it('lets only one of two concurrent bookings of the same teacher and time pass', async () => {
    const one = await addClass('Calculus 1', teacherB, 'C1');
    const two = await addClass('Calculus 2', teacherB, 'C2');
    const week = [{ day: 'Thursday', startTime: '14:00', endTime: '14:45' }];
    const results = await Promise.all([setWeek(one, week), setWeek(two, week)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });

  it('is enforced by the database for any request path, not only by this API', async () => {
    const taken = await addClass('Trigonometry 1', teacherA, 'T1');
    const other = await addClass('Trigonometry 2', teacherA, 'T2');
    expect((await setWeek(taken, [monday('15:00', '15:45')])).statusCode).toBe(200);
    const write = withTenant(
      t.database.db,
      { tenantId: school.id, userId: school.admins[0]!.id, role: 'admin' },
      (tx) =>
        sql`insert into timetable_entries (tenant_id, class_id, day_of_week, start_time, end_time)
            values (${school.id}, ${other}, 1, '15:30', '16:00')`.execute(tx),
    );
    await expect(write).rejects.toMatchObject({ code: 'PA409' });
  });

  it("refuses a class's own periods that overlap each other (400 naming the period)", async () => {
    const id = await addClass('Number Theory', teacherB, 'N1');
    const response = await setWeek(id, [monday('08:00', '09:00'), monday('08:30', '09:30')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('entries.1.startTime');
  });

  it('shows the schedule on class cards from the saved timetable, for admins and the teacher', async () => {
    const id = await addClass('Probability', teacherB, 'P1');
    const unplanned = await addClass('Logic', teacherB, 'P2');
    const saved = await setWeek(id, [
      { day: 'Friday', startTime: '10:00', endTime: '10:45' },
      { day: 'Wednesday', startTime: '08:00', endTime: '08:45' },
      { day: 'Monday', startTime: '08:00', endTime: '08:45' },
    ]);
    expect(saved.statusCode).toBe(200);
    const derived = 'Mon, Wed 08:00–08:45; Fri 10:00–10:45';

    const classes = (await t.call(admin, { url: '/api/admin/classes' })).json<
      { id: string; schedule: string; weekSchedule: string | null }[]
    >();
    expect(classes.find((klass) => klass.id === id)).toMatchObject({
      schedule: 'See timetable',
      weekSchedule: derived,
    });
    expect(classes.find((klass) => klass.id === unplanned)?.weekSchedule).toBeNull();

    const teacher = await t.signInAs(school.teachers[1]!);
    const mine = (await t.call(teacher, { url: '/api/teacher/classes' })).json<
      { id: string; weekSchedule: string | null }[]
    >();
    expect(mine.find((klass) => klass.id === id)?.weekSchedule).toBe(derived);
  });
});
