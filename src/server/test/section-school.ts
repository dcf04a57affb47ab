import type { School, SchoolOptions } from '../seed/school-builder.ts';

/** A class of section A: its grade, its subject and its teacher (1 for teacher@…, 2 for teacher2@…). */
export type SectionClass = readonly [grade: number, subject: string, teacher: number];

/**
 * Tests only: a school of section A with no curriculum. Its students are given by name → grade (or
 * by grade alone where the test needs no names), each with a guardian of their own in order
 * (parent@…, parent2@…); its classes by default are one Mathematics class per grade, taught by
 * teacher 1, 2, … in grade order. As many teachers and parents as these name.
 */
export function sectionSchool(
  code: string,
  students: Readonly<Record<string, number>> | readonly number[],
  classes?: readonly SectionClass[],
): SchoolOptions {
  const domain = `${code.toLowerCase()}.test`;
  const email = (role: string, n: number) => `${role}${n > 1 ? n : ''}@${domain}`;
  const pupils = Array.isArray(students)
    ? students.map((grade) => ({ grade }))
    : Object.entries(students).map(([fullName, grade]) => ({ fullName, grade }));
  const grades = [...new Set(pupils.map((pupil) => pupil.grade))].sort((a, b) => a - b);
  const taught =
    classes ?? grades.map((grade, index) => [grade, 'Mathematics', index + 1] as const);
  return {
    code,
    teachers: Math.max(...taught.map(([, , teacher]) => teacher)),
    parents: pupils.length,
    students: 0,
    year: {
      grades: [...new Set([...grades, ...taught.map(([grade]) => grade)])].sort((a, b) => a - b),
      sections: ['A'],
      curriculum: () => [],
      students: pupils.map((pupil, index) => ({
        ...pupil,
        section: 'A',
        guardians: [email('parent', index + 1)],
      })),
      classes: taught.map(([grade, subject, teacher]) => ({
        grade,
        section: 'A',
        subject,
        teacher: email('teacher', teacher),
      })),
    },
  };
}

/** The id of the school's student of that full name. */
export const studentIdOf = (school: School, fullName: string) =>
  school.year!.students.find((student) => student.fullName === fullName)!.id;

/** The id of the school's subject of that name. */
export const subjectIdOf = (school: School, name: string) =>
  school.year!.subjects.find((subject) => subject.name === name)!.id;

/** The id of the school's class of that grade (and subject, where the grade has more than one). */
export function classIdOf(school: School, grade: number, subject?: string) {
  const subjectId = subject && subjectIdOf(school, subject);
  return school.year!.classes.find(
    (c) => c.grade === grade && (!subjectId || c.subjectId === subjectId),
  )!.id;
}
