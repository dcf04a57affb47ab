import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlainSmtpReceiver } from '../test/smtp-receiver.ts';
import { createTestApp, testBackends, type TestApp } from '../test/test-app.ts';
import { conferenceSchool, eveningFor } from '../test/conference-school.ts';

/** The email's calendar part, parsed: its method and its one event. */
function invitation(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  expect(part, `a text/calendar part in "${mail.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), event };
}

describe.each(testBackends())('conference confirmations on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startPlainSmtpReceiver>>;

  beforeAll(async () => {
    receiver = await startPlainSmtpReceiver();
    t = await createTestApp(kind, { smtpUrl: receiver.url });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  /** Sends what is queued: the one email each person got. */
  const sent = async () => {
    await t.app.mailWorker.drainOnce();
    const mails = receiver.received.splice(0);
    return (email: string) => {
      const mine = mails.filter((m) => JSON.stringify(m.to).includes(email));
      expect(mine, `one email to ${email}`).toHaveLength(1);
      return mine[0]!;
    };
  };

  it('emails family and teacher an invitation at the slot in the school zone; a move and a cancellation keep its UID', async () => {
    const s = await conferenceSchool(t, 'ICSM');
    const [teacherPerson, parentPerson] = [s.school.teachers[0]!, s.school.parents[0]!];
    const teacher = await t.signInAs(teacherPerson);
    const parent = await t.signInAs(parentPerson);
    const evening = eveningFor([s.class10]);
    const session = await t.call(teacher, {
      method: 'POST',
      url: '/api/conferences',
      payload: evening,
    });
    const booked = await t.call(parent, {
      method: 'POST',
      url: `/api/parent/conferences/${session.json().id}/bookings`,
      payload: { studentId: s.samId, startTime: '16:15' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id;

    const bookedMails = await sent();
    const toParent = bookedMails(parentPerson.email);
    expect(toParent.subject).toContain('Conference booked: Sam Able');
    const first = invitation(toParent);
    expect(first.method).toBe('REQUEST');
    expect(first.event.uid).toBe(`meeting-${bookingId}@school-portal`);
    expect(first.event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'America/New_York',
    );
    expect(first.event.startDate.toString()).toBe(`${evening.date}T16:15:00`);
    expect(first.event.endDate.toString()).toBe(`${evening.date}T16:30:00`);
    expect(first.event.sequence).toBe(0);
    expect(invitation(bookedMails(teacherPerson.email)).event.uid).toBe(first.event.uid);

    const moved = await t.call(parent, {
      method: 'POST',
      url: `/api/parent/conference-bookings/${bookingId}/move`,
      payload: { startTime: '16:45' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = invitation((await sent())(teacherPerson.email));
    expect(second.method).toBe('REQUEST');
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toString()).toBe(`${evening.date}T16:45:00`);

    const cancelled = await t.call(parent, {
      method: 'POST',
      url: `/api/parent/conference-bookings/${bookingId}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const third = invitation((await sent())(parentPerson.email));
    expect(third.method).toBe('CANCEL');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.sequence).toBe(2);
  });
});
