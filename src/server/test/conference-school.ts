import { demoDay } from './demo.ts';
import { classIdOf, sectionSchool, studentIdOf } from './section-school.ts';
import type { TestApp } from './test-app.ts';

/**
 * A school for the conference tests: two teachers, an admin and three families. Sam (Grade 10A,
 * parent 1) and Ann (Grade 10A, parent 2) are in the first teacher's class; Carl (Grade 11A,
 * parent 3) is in the second teacher's.
 */
export async function conferenceSchool(t: TestApp, code: string) {
  const school = await t.createSchool(
    sectionSchool(code, { 'Sam Able': 10, 'Ann Best': 10, 'Carl Cook': 11 }),
  );
  return {
    school,
    samId: studentIdOf(school, 'Sam Able'),
    annId: studentIdOf(school, 'Ann Best'),
    carlId: studentIdOf(school, 'Carl Cook'),
    class10: classIdOf(school, 10),
    class11: classIdOf(school, 11),
  };
}

/** A session a week ahead, 16:00 to 17:00 in 15-minute slots, for the given classes. */
export const eveningFor = (classIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Autumn conferences',
  date: demoDay(7),
  startTime: '16:00',
  endTime: '17:00',
  slotMinutes: 15,
  place: 'Room 12',
  classIds,
  ...extra,
});
