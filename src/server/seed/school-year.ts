import { CLASS_SUBJECTS } from '@/shared/rules/class-subjects.ts';
import { schoolYearOf } from '@/shared/rules/fee-schedule.ts';
import { registerClasses } from './attendance-year.ts';
import { derivedUuid } from './derive.ts';
import { planHistory } from './history-year.ts';
import { isoDate, seedSchoolDay } from './school-calendar.ts';
import { planClasses } from './school-year-classes.ts';
import { planFees } from './school-year-fees.ts';
import { nameChildrenAfterParents, planGuardianships, planStudents } from './school-year-people.ts';
import type {
  FeeStructureRow,
  FeeStructureSpec,
  SchoolYear,
  StudentRecord,
  YearOptions,
  YearPeople,
} from './school-year-types.ts';

/**
 * A school's year of data: subjects, student records, guardianships, classes,
 * enrolments, the weekly timetable, fee structures, their fee records and payments. Planned here,
 * without the database, deterministically from the school's seed scope and `today`; the seed
 * builder (school-builder.ts) writes it, one statement per table per school.
 */

export { CLASS_SUBJECTS } from '@/shared/rules/class-subjects.ts';

const DEFAULT_FEES: FeeStructureSpec[] = [
  { feeType: 'Tuition', amountCents: 45_000, frequency: 'monthly', dueDay: 1 },
  { feeType: 'Activity fee', amountCents: 12_000, frequency: 'annually', dueDay: 15 },
];

/** Every row of the school's year. Deterministic given the people's scope, the options and today. */
export function planSchoolYear(people: YearPeople, options: YearOptions): SchoolYear {
  const scope = `${people.scope}/year`;
  const today = isoDate(options.today);
  const { start, end } = schoolYearOf(seedSchoolDay(today));
  const grades = [...(options.grades ?? Array.from({ length: 12 }, (_, index) => index + 1))];
  const sections = [...(options.sections ?? ['A'])];
  for (const grade of grades) {
    if (!Number.isInteger(grade) || grade < 1 || grade > 12) {
      throw new Error(`Grades are 1 to 12, not ${grade}`);
    }
  }

  const subjectNames = [...(options.subjects ?? CLASS_SUBJECTS)];
  const subjects = subjectNames.map((name) => ({
    id: derivedUuid(`${scope}/subject/${name}`),
    name,
  }));
  const subjectId = new Map(subjects.map((subject) => [subject.name, subject.id]));

  const students = planStudents(people, options, scope, grades, sections);
  const guardianships = planGuardianships(people, options, scope, students);
  nameChildrenAfterParents(people, options, scope, students, guardianships);

  const { classes, timetable } = planClasses(people, options, scope, grades, sections, subjectId);
  const bySection = new Map<string, StudentRecord[]>();
  for (const student of students) {
    const key = `${student.grade}${student.section}`;
    bySection.set(key, [...(bySection.get(key) ?? []), student]);
  }
  const enrolments = classes.flatMap((klass) =>
    (bySection.get(`${klass.grade}${klass.section}`) ?? []).map((student) => ({
      classId: klass.id,
      studentId: student.id,
    })),
  );

  const specs = typeof options.students === 'object' ? options.students : [];
  const fixedStudents = new Set(
    students.filter((student, index) => student.userId || Object.keys(specs[index] ?? {}).length),
  );
  const register = registerClasses(classes, enrolments);
  const fixedSections = new Set([...fixedStudents].map((s) => `${s.grade}${s.section}`));
  const spelledTeachers = new Set(
    (options.classes ?? []).flatMap((spec) =>
      people.teachers.filter((teacher) => teacher.email === spec.teacher).map((t) => t.id),
    ),
  );
  const history = planHistory({
    scope,
    today,
    admins: people.admins,
    teachers: people.teachers,
    parents: people.parents,
    studentPeople: people.students,
    students,
    fixedStudents: new Set([...fixedStudents].map((student) => student.id)),
    fixedTeachers: spelledTeachers,
    classes,
    fixedClasses: new Set([
      ...[...register.values()].map((klass) => klass.id),
      ...classes
        .filter((klass) => fixedSections.has(`${klass.grade}${klass.section}`))
        .map((klass) => klass.id),
    ]),
    guardianships,
  });

  const feeStructures = (options.fees ?? DEFAULT_FEES).map((fee, index): FeeStructureRow => ({
    id: derivedUuid(`${scope}/fee/${index}`),
    feeType: fee.feeType,
    amountCents: fee.amountCents,
    frequency: fee.frequency,
    dueDay: fee.dueDay,
    grades: [...(fee.grades ?? grades)].sort((a, b) => a - b),
    status: fee.status ?? 'active',
  }));
  const { feeRecords, payments } = planFees(
    people,
    options,
    scope,
    today,
    start,
    students,
    feeStructures,
    history,
  );

  return {
    today,
    start,
    end,
    subjects,
    students,
    guardianships,
    classes,
    enrolments,
    timetable,
    feeStructures,
    feeRecords,
    payments,
    history,
  };
}
