import { describe, expect, it } from 'vitest';
import { recogniseIntent } from './db-intents.ts';

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

  it('answers null to anything else', () => {
    expect(recogniseIntent('drop table students; select * from users')).toBeNull();
    expect(recogniseIntent('What is the capital of France?')).toBeNull();
  });
});
