import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText } from './ics.ts';

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('calendarText', () => {
  it('states a weekly lesson in the school zone, with its VTIMEZONE, keeping its hour across DST', () => {
    const text = calendarText({
      name: 'Sam Shah: timetable',
      zone: 'America/New_York',
      events: [
        {
          uid: 'lesson-1@school-portal',
          // Monday 2026-10-26 09:00 in New York (EDT, UTC-4).
          start: new Date('2026-10-26T13:00:00Z'),
          end: new Date('2026-10-26T13:45:00Z'),
          summary: 'Mathematics',
          location: 'Room 101',
          weeklyUntil: new Date('2026-12-18T23:59:59Z'),
          exclude: [new Date('2026-11-23T14:00:00Z')],
        },
      ],
    });
    const calendar = parse(text);
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/New_York');
    ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('lesson-1@school-portal');
    expect(event.summary).toBe('Mathematics');
    expect(event.location).toBe('Room 101');
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(
      'America/New_York',
    );
    expect(event.startDate.toString()).toBe('2026-10-26T09:00:00');
    const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    // After the switch to EST the lesson is still at 09:00 school time (14:00 UTC); the excluded
    // Monday is left out.
    const it = event.iterator();
    const starts: string[] = [];
    for (let next = it.next(); next && starts.length < 6; next = it.next()) {
      if (!event.isRecurrenceException() && !isExcluded(event, next)) {
        starts.push(next.toJSDate().toISOString());
      }
    }
    expect(starts).toContain('2026-11-02T14:00:00.000Z');
    expect(starts).not.toContain('2026-11-23T14:00:00.000Z');
  });

  it('writes an all-day event and a cancelled invitation', () => {
    const text = calendarText({
      name: 'Booking',
      zone: 'Europe/London',
      method: 'CANCEL',
      events: [
        {
          uid: 'b-1@school-portal',
          day: '2026-12-01',
          summary: 'Homework due',
          cancelled: true,
          sequence: 2,
        },
      ],
    });
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-01');
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(2);
  });
});

function isExcluded(event: ICAL.Event, at: ICAL.Time) {
  return event.component
    .getAllProperties('exdate')
    .some((property) => (property.getFirstValue() as ICAL.Time).compare(at) === 0);
}
