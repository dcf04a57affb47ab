/** A school of two classes: Sam and Dana in 10A (teacher), Carl in 11A (teacher2). */
export const messageSchool = (code: string, domain = code.toLowerCase()) => ({
  code,
  admins: 1,
  teachers: 2,
  parents: 3,
  students: 0,
  year: {
    grades: [10, 11],
    sections: ['A'],
    curriculum: () => [],
    students: [
      { fullName: 'Sam Able', grade: 10, section: 'A', guardians: [`parent@${domain}.test`] },
      { fullName: 'Carl Cook', grade: 11, section: 'A', guardians: [`parent2@${domain}.test`] },
      { fullName: 'Dana Dell', grade: 10, section: 'A', guardians: [`parent3@${domain}.test`] },
    ],
    classes: [
      { grade: 10, section: 'A', subject: 'Mathematics', teacher: `teacher@${domain}.test` },
      { grade: 11, section: 'A', subject: 'Mathematics', teacher: `teacher2@${domain}.test` },
    ],
  },
});
