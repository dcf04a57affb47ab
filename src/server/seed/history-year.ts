import { derivedInt } from './derive.ts';
import { addDays } from '@/shared/rules/dates.ts';
import { yearStartOf } from './school-calendar.ts';

/**
 * When each person, student record and class of a school's year came to be (their created_at), so
 * the admin tiles compare "now" with "the end of last month" over a history rather than one moment:
 *
 * - the school set up its year (classes, fee structures, this year's teachers and families) on
 *   `setup`, a week before the first day the seed marks attendance or sets homework (`dataStart`:
 *   the year's first day, or five weeks back when the year is younger, so the 30-day figures have
 *   days to show in early September too);
 * - most students were admitted in an earlier year (up to five, never before Grade 1), their
 *   parents with their first child, most teachers hired in an earlier year;
 * - a few students joined during the year, and a few families (parents with their children)
 *   this month;
 * - one teacher joined this month, with the classes that started with them (chosen so that no
 *   student's register class and no spelled-out student's class is among them).
 *
 * A row never has data from before it existed: attendance, homework, fee records and payments of a
 * student or class start on the day they joined.
 */

export interface YearHistory {
  setup: string;
  dataStart: string;
  /** 'YYYY-MM-DD' per id of an admin, teacher, parent, student person, student record and class. */
  createdOn: Record<string, string>;
}

interface HistoryInput {
  scope: string;
  today: string;
  admins: readonly { id: string }[];
  teachers: readonly { id: string }[];
  parents: readonly { id: string }[];
  studentPeople: readonly { id: string }[];
  students: readonly { id: string; userId: string | null; grade: number }[];
  /** Records that keep the set-up date (spelled-out students: the demo's figures are theirs). */
  fixedStudents: ReadonlySet<string>;
  /** Teachers who keep their classes from the set-up (spelled-out classes). */
  fixedTeachers: ReadonlySet<string>;
  classes: readonly { id: string; teacherId: string }[];
  /** Classes that must exist all year (register classes, classes of spelled-out students). */
  fixedClasses: ReadonlySet<string>;
  guardianships: readonly { studentId: string; parentUserId: string }[];
}

/** The timestamp a row created on `date` carries: during the morning, never after today began. */
export function createdAt(date: string, today: string, minute = 0): string {
  if (date >= today) return `${today}T00:00:00Z`;
  const minutes = 8 * 60 + (minute % 480);
  return `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00Z`;
}

export function planHistory(input: HistoryInput): YearHistory {
  const { scope, today } = input;
  const yearStart = yearStartOf(today);
  const fiveWeeksBack = addDays(today, -35);
  const dataStart = fiveWeeksBack < yearStart ? fiveWeeksBack : yearStart;
  const setup = addDays(dataStart, -7);
  const monthStart = `${today.slice(0, 8)}01`;
  const yearsBefore = (years: number) => `${Number(setup.slice(0, 4)) - years}${setup.slice(4)}`;
  // A day of [from, to) (or `to` when the span is empty), derived from `name`.
  const dayIn = (from: string, to: string, name: string) => {
    const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    return span > 0 ? addDays(from, derivedInt(name) % span) : to;
  };

  const createdOn: Record<string, string> = {};
  for (const admin of input.admins) createdOn[admin.id] = yearsBefore(6);
  for (const teacher of input.teachers) {
    createdOn[teacher.id] = yearsBefore(derivedInt(`${scope}/hired/${teacher.id}`) % 8);
  }
  for (const student of input.students) {
    createdOn[student.id] = yearsBefore(
      derivedInt(`${scope}/admitted/${student.id}`) % Math.min(6, student.grade),
    );
    if (!input.fixedStudents.has(student.id) && yearStart < monthStart) {
      if (derivedInt(`${scope}/joined/${student.id}`) % 100 < 4) {
        createdOn[student.id] = dayIn(yearStart, monthStart, `${scope}/joined-on/${student.id}`);
      }
    }
  }
  // A few families (a parent, their children, the children's other guardian) came this month.
  const childrenOf = new Map<string, string[]>();
  for (const { studentId, parentUserId } of input.guardianships) {
    childrenOf.set(parentUserId, [...(childrenOf.get(parentUserId) ?? []), studentId]);
  }
  for (const [parent, children] of childrenOf) {
    if (children.some((child) => input.fixedStudents.has(child))) continue;
    if (derivedInt(`${scope}/new-family/${parent}`) % 100 >= 3) continue;
    const joined = dayIn(monthStart, today, `${scope}/new-family-on/${parent}`);
    for (const child of children) createdOn[child] = joined;
  }
  for (const student of input.students) {
    if (student.userId) createdOn[student.userId] = createdOn[student.id]!;
  }
  for (const person of input.studentPeople) createdOn[person.id] ??= setup;
  // A parent's account came with their first child.
  for (const { studentId, parentUserId } of input.guardianships) {
    const child = createdOn[studentId]!;
    if (!createdOn[parentUserId] || child < createdOn[parentUserId]) {
      createdOn[parentUserId] = child;
    }
  }
  for (const parent of input.parents) createdOn[parent.id] ??= setup;
  for (const klass of input.classes) createdOn[klass.id] = setup;

  // The newest teacher: the last one whose classes may all have started this month.
  const classesOf = new Map<string, string[]>();
  for (const klass of input.classes) {
    classesOf.set(klass.teacherId, [...(classesOf.get(klass.teacherId) ?? []), klass.id]);
  }
  const newcomer = [...input.teachers]
    .reverse()
    .find(
      (teacher) =>
        !input.fixedTeachers.has(teacher.id) &&
        (classesOf.get(teacher.id) ?? []).every((id) => !input.fixedClasses.has(id)),
    );
  if (newcomer && input.teachers.length > 1) {
    const joined = dayIn(monthStart, today, `${scope}/hired-on/${newcomer.id}`);
    createdOn[newcomer.id] = joined;
    for (const id of classesOf.get(newcomer.id) ?? []) createdOn[id] = joined;
  }
  return { setup, dataStart, createdOn };
}
