import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { auditEntries } from '../test/audit-rows.ts';
import { expectBadValuesNamed } from '../test/field-refusals.ts';
import { createMailDirTestApp, type MailDirTestApp } from '../test/mail-dir-app.ts';
import { demoDay, demoToday, riverside, signIn } from '../test/demo.ts';
import { sectionSchool, studentIdOf } from '../test/section-school.ts';
import { schoolRowCount } from '../test/school-row-count.ts';
import { testBackends } from '../test/test-app.ts';
import { countUpcomingMeetings } from './meetings.queries.ts';

describe.each(testBackends())('parent meetings API on %s', (kind) => {
  let t: MailDirTestApp;
  let school: School;
  let teacher: Session;
  let otherTeacher: Session;
  let samId: string;
  let carlId: string;

  const schedule = (session: Session, payload: object) =>
    t.call(session, { method: 'POST', url: '/api/teacher/meetings', payload });
  const mails = async () => {
    await t.app.mailWorker.drainOnce();
    return t.sentMails();
  };

  beforeAll(async () => {
    t = await createMailDirTestApp(kind);
    school = await t.createSchool(sectionSchool('MEET', { 'Sam Able': 10, 'Carl Cook': 11 }));
    samId = studentIdOf(school, 'Sam Able');
    carlId = studentIdOf(school, 'Carl Cook');
    teacher = await t.signInAs(school.teachers[0]!);
    otherTeacher = await t.signInAs(school.teachers[1]!);
  });
  afterAll(async () => t?.close());

  const good = () => ({
    studentId: samId,
    guardianUserId: school.parents[0]!.id,
    date: demoDay(2),
    time: '15:30',
    place: 'Room 12',
    note: 'About the maths test',
  });

  it("lists the teacher's students with their guardians", async () => {
    const response = await t.call(teacher, { url: '/api/teacher/meetings/contacts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        studentId: samId,
        studentName: 'Sam Able',
        className: 'Grade 10A',
        guardians: [
          {
            userId: school.parents[0]!.id,
            name: school.parents[0]!.fullName,
            email: 'parent@meet.test',
          },
        ],
      },
    ]);
  });

  it('schedules a meeting, emails the guardian, lists and counts it; cancelling emails too', async () => {
    const response = await schedule(teacher, good());
    expect(response.statusCode).toBe(201);
    const meeting = response.json();
    expect(meeting).toMatchObject({
      studentName: 'Sam Able',
      guardianEmail: 'parent@meet.test',
      date: good().date,
      time: '15:30',
      place: 'Room 12',
      status: 'scheduled',
    });
    const sent = (await mails()).find((mail) => mail.startsWith('To: parent@meet.test'));
    expect(sent).toContain('Subject: Parent meeting about Sam Able');
    expect(sent).toContain('Room 12');
    expect(sent).toContain('About the maths test');

    const listed = (await t.call(teacher, { url: '/api/teacher/meetings' })).json();
    expect(listed.map((m: { id: string }) => m.id)).toEqual([meeting.id]);
    expect((await t.call(otherTeacher, { url: '/api/teacher/meetings' })).json()).toEqual([]);
    const week = await countUpcomingMeetings(
      t.inspect,
      school.teachers[0]!.id,
      demoToday(),
      demoDay(6),
    );
    expect(week).toBe(1);

    const cancelUrl = `/api/teacher/meetings/${meeting.id}/cancel`;
    expect((await t.call(otherTeacher, { method: 'POST', url: cancelUrl })).statusCode).toBe(404);
    const cancelled = await t.call(teacher, { method: 'POST', url: cancelUrl });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await t.call(teacher, { method: 'POST', url: cancelUrl })).statusCode).toBe(409);
    const all = await mails();
    expect(
      all.some((mail) => mail.includes('Subject: Cancelled: parent meeting about Sam Able')),
    ).toBe(true);
    expect((await t.call(teacher, { url: '/api/teacher/meetings' })).json()).toEqual([]);
    const audit = await auditEntries(t.inspect, ['action'], { subject: meeting.id });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'meetings.cancelled',
      'meetings.scheduled',
    ]);
  });

  it('validates the fields and names them', async () => {
    await expectBadValuesNamed((payload) => schedule(teacher, payload), good(), [
      ['time', '25:00'],
      ['place', ' '],
      ['date', 'soon'],
      ['date', demoDay(-3)],
      ['studentId', ''],
    ]);
  });

  it("refuses a student the teacher does not teach, a wrong guardian, and another school's", async () => {
    const notMine = await schedule(teacher, {
      ...good(),
      studentId: carlId,
      guardianUserId: school.parents[1]!.id,
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.details[0].path).toBe('guardianUserId');
    const wrongGuardian = await schedule(teacher, {
      ...good(),
      guardianUserId: school.parents[1]!.id,
    });
    expect(wrongGuardian.statusCode).toBe(400);
    const stranger = await signIn(t.app, riverside, 'teacher');
    expect((await schedule(stranger, good())).statusCode).toBe(400);
    expect(
      await schoolRowCount(t.inspect, 'meetings', school.id, ['status', '=', 'scheduled']),
    ).toBe(0);
  });
});
