import { addDays } from '@/shared/rules/dates.ts';
import { demoToday } from '../test/demo.ts';
import type { TestApp } from '../test/test-app.ts';

/**
 * A school for the conference tests: two teachers, an admin and three families. Sam (Grade 10A,
 * parent 1) and Ann (Grade 10A, parent 2) are in the first teacher's class; Carl (Grade 11A,
 * parent 3) is in the second teacher's.
 */
export async function conferenceSchool(t: TestApp, code: string) {
  const domain = `${code.toLowerCase()}.test`;
  const school = await t.createSchool({
    code,
    teachers: 2,
    parents: 3,
    admins: 1,
    students: 0,
    year: {
      grades: [10, 11],
      sections: ['A'],
      curriculum: () => [],
      students: [
        { fullName: 'Sam Able', grade: 10, section: 'A', guardians: [`parent@${domain}`] },
        { fullName: 'Ann Best', grade: 10, section: 'A', guardians: [`parent2@${domain}`] },
        { fullName: 'Carl Cook', grade: 11, section: 'A', guardians: [`parent3@${domain}`] },
      ],
      classes: [
        { grade: 10, section: 'A', subject: 'Mathematics', teacher: `teacher@${domain}` },
        { grade: 11, section: 'A', subject: 'Mathematics', teacher: `teacher2@${domain}` },
      ],
    },
  });
  const year = school.year!;
  const student = (name: string) => year.students.find((s) => s.fullName === name)!.id;
  const classOf = (teacherId: string) => year.classes.find((c) => c.teacherId === teacherId)!.id;
  return {
    school,
    samId: student('Sam Able'),
    annId: student('Ann Best'),
    carlId: student('Carl Cook'),
    class10: classOf(school.teachers[0]!.id),
    class11: classOf(school.teachers[1]!.id),
  };
}

/** A session a week ahead, 16:00 to 17:00 in 15-minute slots, for the given classes. */
export const eveningFor = (classIds: string[], extra: Record<string, unknown> = {}) => ({
  title: 'Autumn conferences',
  date: addDays(demoToday(), 7),
  startTime: '16:00',
  endTime: '17:00',
  slotMinutes: 15,
  place: 'Room 12',
  classIds,
  ...extra,
});
