import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import { constructClass, registerToday, weekdayBefore } from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { setSchoolSettings } from '../test/school-settings.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { startPlainSmtpReceiver as startReceiver } from '../test/smtp-receiver.ts';

describe.each(testBackends())('absence notices on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let school: School;
  let teacher: Session;
  let klass: ConstructedClass;
  let today: string;

  const mark = (date: string, status: string | null, extra: object = {}) =>
    t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/classes/${klass.classId}/attendance/${date}`,
      payload: { marks: [{ studentId: klass.studentIds[0], status, ...extra }] },
    });
  /** Ten minutes pass: every queued email of the school is due now. */
  const tenMinutesLater = () =>
    t.inspect
      .updateTable('email_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('tenant_id', '=', school.id)
      .where('sent_at', 'is', null)
      .execute();

  const notices = ({ absent, late }: { absent: boolean; late: boolean }) =>
    setSchoolSettings(t.inspect, school.id, { absence_notices: absent, late_notices: late });

  beforeAll(async () => {
    receiver = await startReceiver();
    // The production delay: nothing goes out before the test lets ten minutes pass.
    t = await createTestApp(kind, { smtpUrl: receiver.url, absenceNoticeDelaySeconds: 600 });
    school = await t.createSchool({ teachers: 1, parents: 2, students: 0 });
    klass = await constructClass(t.inspect, school, { teacher: 0, students: 3, name: 'Notice' });
    await notices({ absent: true, late: true });
    teacher = await t.signInAs(school.teachers[0]!);
    today = await registerToday(t, teacher, klass.classId);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  it('sends the guardian one email per student and day, after the delay, however often the mark is edited', async () => {
    const date = weekdayBefore(today, 1);
    expect((await mark(date, 'absent', { reason: 'Flu' })).statusCode).toBe(200);
    expect((await mark(date, 'late', { minutesLate: 20 })).statusCode).toBe(200);
    // Not due yet: the delay lets a mistake be corrected.
    expect(await t.app.mailWorker.drainOnce()).toEqual({ sent: 0, failed: 0 });

    await tenMinutesLater();
    expect((await t.app.mailWorker.drainOnce()).sent).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [mail] = receiver.received;
    expect(mail!.to).toMatchObject({ text: school.parents[0]!.email });
    expect(mail!.subject).toBe(`Notice Student 01 was marked late on ${date}`);
    expect(mail!.text).toContain('(20 minutes late)');
    expect(mail!.text).toContain('in Notice at');

    // Edits after it went out, even back to absent, send nothing more that day.
    await mark(date, 'present');
    await mark(date, 'absent');
    await tenMinutesLater();
    expect((await t.app.mailWorker.drainOnce()).sent).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends nothing when the mark goes back to present (or not marked) before the notice goes out', async () => {
    const date = weekdayBefore(today, 2);
    await mark(date, 'absent');
    await mark(date, 'present');
    const other = weekdayBefore(today, 3);
    await mark(other, 'late', { minutesLate: 3 });
    await mark(other, null);
    await tenMinutesLater();
    expect((await t.app.mailWorker.drainOnce()).sent).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('sends nothing for present marks, students without guardians, or when the school turned notices off', async () => {
    const date = weekdayBefore(today, 4);
    const response = await t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/classes/${klass.classId}/attendance/${date}`,
      payload: {
        marks: [
          { studentId: klass.studentIds[0], status: 'present' },
          { studentId: klass.studentIds[1], status: 'present' },
          // The third student has no guardian.
          { studentId: klass.studentIds[2], status: 'absent' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    await notices({ absent: false, late: false });
    await mark(weekdayBefore(today, 5), 'absent');
    await mark(weekdayBefore(today, 6), 'late', { minutesLate: 5 });
    await notices({ absent: true, late: true });
    await tenMinutesLater();
    expect((await t.app.mailWorker.drainOnce()).sent).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('follows the two settings: absent marks by the absence one, late marks by the late one', async () => {
    // A new school starts with absence emails off and late emails off.
    const fresh = await t.createSchool({ teachers: 0, parents: 0, students: 0 });
    const settings = await t.inspect
      .selectFrom('tenants')
      .select(['absence_notices', 'late_notices'])
      .where('id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(settings).toEqual({ absence_notices: false, late_notices: false });

    // Absent only: a late mark sends nothing, and an absent mark turned late is withdrawn.
    await notices({ absent: true, late: false });
    await mark(weekdayBefore(today, 7), 'late', { minutesLate: 8 });
    await mark(weekdayBefore(today, 8), 'absent');
    await mark(weekdayBefore(today, 8), 'late', { minutesLate: 9 });
    await mark(weekdayBefore(today, 9), 'absent', { reason: 'Fever' });
    await tenMinutesLater();
    expect((await t.app.mailWorker.drainOnce()).sent).toBe(1);
    expect(receiver.received.map((mail) => mail.subject)).toEqual([
      `Notice Student 01 was marked absent on ${weekdayBefore(today, 9)}`,
    ]);

    // Late only: the late mark is sent, the absent one is not.
    receiver.received.length = 0;
    await notices({ absent: false, late: true });
    await mark(weekdayBefore(today, 10), 'absent');
    await mark(weekdayBefore(today, 11), 'late', { minutesLate: 4 });
    await tenMinutesLater();
    expect((await t.app.mailWorker.drainOnce()).sent).toBe(1);
    expect(receiver.received.map((mail) => mail.subject)).toEqual([
      `Notice Student 01 was marked late on ${weekdayBefore(today, 11)}`,
    ]);
    await notices({ absent: true, late: true });
  });
});
