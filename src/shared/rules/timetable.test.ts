import { describe, expect, it } from 'vitest';
import { isCurrentEntry, timetableDay, weekByDay } from './timetable.ts';

const entry = (day: 'Monday' | 'Wednesday' | 'Friday', startTime: string, endTime: string) => ({
  day,
  startTime,
  endTime,
});

describe('weekByDay', () => {
  it('gives Monday to Friday, each sorted by start time', () => {
    const week = weekByDay([
      entry('Wednesday', '13:00', '14:00'),
      entry('Monday', '10:00', '11:00'),
      entry('Monday', '08:30', '09:15'),
      entry('Monday', '08:30', '09:00'),
    ]);
    expect(week.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(week[0]!.entries.map((e) => `${e.startTime}-${e.endTime}`)).toEqual([
      '08:30-09:00',
      '08:30-09:15',
      '10:00-11:00',
    ]);
    expect(week[1]!.entries).toEqual([]);
  });
});

describe('isCurrentEntry', () => {
  const lesson = entry('Wednesday', '09:00', '10:00');
  it('holds when the day matches and the time lies from the start up to the end', () => {
    expect(isCurrentEntry(lesson, { dayOfWeek: 3, time: '09:00' })).toBe(true);
    expect(isCurrentEntry(lesson, { dayOfWeek: 3, time: '09:59' })).toBe(true);
    expect(isCurrentEntry(lesson, { dayOfWeek: 3, time: '10:00' })).toBe(false);
    expect(isCurrentEntry(lesson, { dayOfWeek: 3, time: '08:59' })).toBe(false);
    expect(isCurrentEntry(lesson, { dayOfWeek: 2, time: '09:30' })).toBe(false);
  });
  it('knows no school day at the weekend', () => {
    expect(timetableDay({ dayOfWeek: 6 })).toBeNull();
    expect(timetableDay({ dayOfWeek: 1 })).toBe('Monday');
  });
});
