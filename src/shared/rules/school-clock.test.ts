import { describe, expect, it } from 'vitest';
import { isTimeZone, schoolClock, schoolToday } from './school-clock.ts';

describe('schoolClock', () => {
  // Sunday 22 November 2026, 23:30 UTC: already Monday in Auckland, still Sunday in New York.
  const now = new Date('2026-11-22T23:30:00Z');

  it('gives the local date, ISO weekday and time of the zone', () => {
    expect(schoolClock('UTC', now)).toEqual({ date: '2026-11-22', dayOfWeek: 7, time: '23:30' });
    expect(schoolClock('Pacific/Auckland', now)).toEqual({
      date: '2026-11-23',
      dayOfWeek: 1,
      time: '12:30',
    });
    expect(schoolToday('America/New_York', now)).toBe('2026-11-22');
  });

  it('falls back to the runtime zone for none or an unknown name', () => {
    const runtime = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(schoolClock(null, now)).toEqual(schoolClock(runtime, now));
    expect(schoolClock('Not/AZone', now)).toEqual(schoolClock(runtime, now));
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
