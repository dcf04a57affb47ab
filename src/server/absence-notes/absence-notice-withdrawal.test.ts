import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/shared/schemas/auth.ts';
import type { School } from '../seed/school-builder.ts';
import {
  absenceNoticesAbout,
  constructClass,
  openSchoolDay,
  registerToday,
  reportAbsence,
} from '../test/attendance-school.ts';
import type { ConstructedClass } from '../test/attendance-school.ts';
import { createMailDirTestApp, type MailDirTestApp } from '../test/mail-dir-app.ts';
import { setSchoolSettings } from '../test/school-settings.ts';
import { testBackends } from '../test/test-app.ts';

describe.each(testBackends())('a reported absence withdraws its waiting notice on %s', (kind) => {
  let t: MailDirTestApp;
  let school: School;
  let teacher: Session;
  let klass: ConstructedClass;
  let today: string;

  const markAbsent = async (studentIds: string[]) => {
    const response = await t.call(teacher, {
      method: 'PUT',
      url: `/api/teacher/classes/${klass.classId}/attendance/${today}`,
      payload: { marks: studentIds.map((studentId) => ({ studentId, status: 'absent' })) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const reportToday = (parent: number, studentId: string) =>
    reportAbsence(t, school, { parent, studentId, date: today });
  /** The outbox row of the notice about the student's day (the key its notification keeps). */
  const noticeEmail = async (studentId: string) => {
    const told = await t.inspect
      .selectFrom('notifications')
      .select('email_key')
      .where('tenant_id', '=', school.id)
      .where('entity_ref', '=', `attendance:${studentId}:${today}`)
      .executeTakeFirstOrThrow();
    return t.inspect
      .selectFrom('email_outbox')
      .select(['id', 'to_email', 'sent_at'])
      .where('tenant_id', '=', school.id)
      .where('id', '=', told.email_key!)
      .executeTakeFirst();
  };
  /** Ten minutes pass: every waiting email of the school is due; the worker sends them. */
  const sendDue = async () => {
    await t.inspect
      .updateTable('email_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('tenant_id', '=', school.id)
      .where('sent_at', 'is', null)
      .execute();
    return t.app.mailWorker.drainOnce();
  };
  /** The 'your child was absent' emails sent so far (the office hears of each note too). */
  const absenceMails = async () => {
    return (await t.sentMails()).filter((mail) => mail.includes('was marked absent'));
  };

  beforeAll(async () => {
    // The production delay: the parent reports within it.
    t = await createMailDirTestApp(kind, { absenceNoticeDelaySeconds: 600 });
    school = await t.createSchool({ teachers: 1, parents: 3, students: 0 });
    klass = await constructClass(t.inspect, school, { teacher: 0, students: 3, name: 'Wd' });
    await setSchoolSettings(t.inspect, school.id, { absence_notices: true });
    teacher = await t.signInAs(school.teachers[0]!);
    today = await registerToday(t, teacher, klass.classId);
    await openSchoolDay(t.inspect, school.id, today);
  });
  afterAll(async () => t?.close());

  it('withdraws the unsent notice of a day the parent reports after the mark; another student’s goes', async () => {
    const [reported, other] = klass.studentIds as [string, string, string];
    await markAbsent([reported, other]);
    const waiting = await noticeEmail(reported);
    expect(waiting).toMatchObject({ to_email: school.parents[0]!.email, sent_at: null });
    expect(await noticeEmail(other)).toMatchObject({ sent_at: null });

    await reportToday(0, reported);
    expect(await noticeEmail(reported)).toBeUndefined();
    const untouched = await noticeEmail(other);
    expect(untouched).toMatchObject({ to_email: school.parents[1]!.email, sent_at: null });

    // The worker sends the other student's notice only.
    expect((await sendDue()).failed).toBe(0);
    const sent = await absenceMails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(school.parents[1]!.email);
    expect(sent[0]).not.toContain(school.parents[0]!.email);
    // The in-portal entry stays: it says what happened.
    const entry = await absenceNoticesAbout(t.inspect, school.id, reported, today);
    expect(entry).toEqual([{ user_id: school.parents[0]!.id }]);
  });

  it('leaves an email already sent alone', async () => {
    const late = klass.studentIds[2]!;
    await markAbsent([late]);
    expect((await sendDue()).failed).toBe(0);
    const sent = await noticeEmail(late);
    expect(sent?.sent_at).not.toBeNull();

    await reportToday(2, late);
    expect(await noticeEmail(late)).toEqual(sent);
    await sendDue();
    expect(await absenceMails()).toHaveLength(2);
  });
});
