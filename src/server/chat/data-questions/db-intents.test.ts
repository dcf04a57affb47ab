import { describe, expect, it } from 'vitest';
import { namedDay, recogniseIntent, resolveDay, type DaySpec } from './db-intents.ts';

describe('recogniseIntent', () => {
  it.each([
    ['How many students are in my class?', { kind: 'class-sizes' }],
    ['How many students are there?', { kind: 'count', what: 'students' }],
    ['Number of teachers', { kind: 'count', what: 'teachers' }],
    ['how many parents use the portal', { kind: 'count', what: 'parents' }],
    ['How many classes do we have?', { kind: 'count', what: 'classes' }],
    ['Which fees are due?', { kind: 'fees-due' }],
    ['How much do I owe?', { kind: 'fees-due' }],
    ["What is my child's attendance this month?", { kind: 'attendance', period: 'this month' }],
    ['Who was absent today?', { kind: 'attendance', period: 'today' }],
    ['attendance last month', { kind: 'attendance', period: 'last month' }],
    ['attendance this week', { kind: 'attendance', period: 'this week' }],
    ["What is today's timetable?", { kind: 'timetable-today' }],
    ['What homework is due?', { kind: 'homework-due' }],
  ])('%s', (question, intent) => {
    expect(recogniseIntent(question)).toEqual(intent);
  });

  it.each([
    ['Who teaches Physics?', 'Physics', null],
    ['who teaches computer science in Grade 10A?', 'computer science', '10A'],
    ['Who is the maths teacher of 12b', 'maths', '12B'],
    ["Who is my child's English teacher?", 'English', null],
    ['teachers of History', 'History', null],
    ['Who teaches my children?', null, null],
  ])('who-teaches: %s', (question, subject, className) => {
    expect(recogniseIntent(question)).toEqual({ kind: 'who-teaches', subject, className });
  });

  it.each<[string, string | null, DaySpec, boolean]>([
    ['Attendance of Grade 10A on Monday', '10A', { kind: 'weekday', dow: 1 }, false],
    ['who was absent in 10A yesterday', '10A', { kind: 'yesterday' }, true],
    ['attendance of class 9-b on 2026-11-20', '9B', { kind: 'date', date: '2026-11-20' }, false],
    ['Who was late in grade 3a today?', '3A', { kind: 'today' }, false],
    ['attendance of Grade 10A', '10A', { kind: 'today' }, false],
    ['Who was absent on 20 November?', null, { kind: 'month-day', month: 11, day: 20 }, true],
    ['absences on Nov 3rd, 2025 in 7C', '7C', { kind: 'date', date: '2025-11-03' }, true],
    ['Who was absent last Friday?', null, { kind: 'weekday', dow: 5 }, true],
  ])('class-attendance: %s', (question, className, day, absentOnly) => {
    expect(recogniseIntent(question)).toEqual({
      kind: 'class-attendance',
      className,
      day,
      absentOnly,
    });
  });

  it('does not take a time or an ordinal for a class', () => {
    expect(recogniseIntent('attendance at 10am today')).toEqual({
      kind: 'attendance',
      period: 'today',
    });
    expect(recogniseIntent('attendance of 10A last month')).toEqual({
      kind: 'attendance',
      period: 'last month',
    });
    expect(namedDay('attendance on the 2026-02-30')).toBeNull();
    expect(namedDay('attendance on 2026-13-01')).toBeNull();
  });

  it.each<[DaySpec, string]>([
    [{ kind: 'today' }, '2026-11-18'],
    [{ kind: 'yesterday' }, '2026-11-17'],
    [{ kind: 'weekday', dow: 3 }, '2026-11-18'], // today is a Wednesday
    [{ kind: 'weekday', dow: 1 }, '2026-11-16'],
    [{ kind: 'weekday', dow: 4 }, '2026-11-12'],
    [{ kind: 'weekday', dow: 7 }, '2026-11-15'],
    [{ kind: 'month-day', month: 11, day: 20 }, '2025-11-20'],
    [{ kind: 'month-day', month: 1, day: 2 }, '2026-01-02'],
    [{ kind: 'date', date: '2026-09-01' }, '2026-09-01'],
  ])('resolveDay %j from Wednesday 2026-11-18', (day, date) => {
    expect(resolveDay(day, '2026-11-18')).toBe(date);
  });

  it('answers null to anything else', () => {
    expect(recogniseIntent('drop table students; select * from users')).toBeNull();
    expect(recogniseIntent('What is the capital of France?')).toBeNull();
  });
});
