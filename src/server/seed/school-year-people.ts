import { FIRST_NAMES, LAST_NAMES, derivedInt, derivedUuid, freshName, pick } from './derive.ts';
import type {
  GuardianshipRow,
  StudentRecord,
  StudentRecordSpec,
  YearOptions,
  YearPeople,
} from './school-year-types.ts';

// The school year's student records and guardianships (planSchoolYear, school-year.ts).

export function planStudents(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  grades: number[],
  sections: string[],
): StudentRecord[] {
  const slots = grades.flatMap((grade) => sections.map((section) => ({ grade, section })));
  const count = options.students ?? Math.max(people.students.length, slots.length);
  const specs: readonly StudentRecordSpec[] =
    typeof count === 'number' ? Array.from({ length: count }, () => ({})) : count;
  const claimed = new Set(specs.flatMap((spec) => (spec.account ? [spec.account] : [])));
  const unclaimed = people.students.filter((person) => !claimed.has(person.email));
  const byEmail = new Map(people.students.map((person) => [person.email, person]));
  const width = Math.max(4, String(specs.length).length);
  const records = specs.map((spec, index): StudentRecord => {
    const person = spec.account ? byEmail.get(spec.account) : unclaimed.shift();
    if (spec.account && !person) throw new Error(`No student person ${spec.account}`);
    const slot = slots[index % slots.length]!;
    const grade = spec.grade ?? slot.grade;
    const section = spec.section ?? (spec.grade === undefined ? slot.section : sections[0]!);
    return {
      id: spec.id ?? derivedUuid(`${scope}/student/${index}`),
      userId: person?.id ?? null,
      // Derived names are given by nameChildrenAfterParents, once families are known.
      fullName: spec.fullName ?? person?.fullName ?? '',
      email: person?.email ?? null,
      // School-wide admission numbers in the order of the records: S0001, S0002, ...
      rollNumber: spec.rollNumber ?? `S${String(index + 1).padStart(width, '0')}`,
      grade,
      section,
    };
  });
  const rolls = new Set<string>();
  for (const record of records) {
    if (rolls.has(record.rollNumber))
      throw new Error(`Two students share roll number ${record.rollNumber}`);
    rolls.add(record.rollNumber);
  }
  return records;
}

/**
 * Spelled-out guardians first; then families of the remaining parents and children: a parent has
 * one child (most), two or three; now and then a parent joins the previous family as its second
 * guardian, and so are the parents left when every child has a family. A child never has more
 * than two guardians.
 */
export function planGuardianships(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  students: StudentRecord[],
): GuardianshipRow[] {
  const specs = typeof options.students === 'object' ? options.students : [];
  const parentByEmail = new Map(people.parents.map((parent) => [parent.email, parent]));
  const rows: GuardianshipRow[] = [];
  const spelledParents = new Set<string>();
  const spelledChildren = new Set<string>();
  students.forEach((student, index) => {
    const spec = specs[index];
    if (!spec?.guardians) return;
    spelledChildren.add(student.id);
    if (spec.guardians.length > 2) throw new Error(`${student.fullName}: at most two guardians`);
    spec.guardians.forEach((email, slot) => {
      const parent = parentByEmail.get(email);
      if (!parent) throw new Error(`No parent person ${email}`);
      spelledParents.add(parent.id);
      rows.push({
        studentId: student.id,
        parentUserId: parent.id,
        slot: (slot + 1) as 1 | 2,
        relationship: spec.relationships?.[slot] ?? 'Parent',
      });
    });
  });

  const children = students
    .filter((student) => !spelledChildren.has(student.id))
    .map((student) => ({ student, order: derivedInt(`${scope}/family-order/${student.id}`) }))
    .sort((a, b) => a.order - b.order || a.student.rollNumber.localeCompare(b.student.rollNumber))
    .map(({ student }) => student);
  const families: { children: StudentRecord[]; guardians: number }[] = [];
  let joinable = 0;
  for (const parent of people.parents) {
    if (spelledParents.has(parent.id)) continue;
    const roll = derivedInt(`${scope}/family/${parent.id}`) % 10;
    const previous = families.at(-1);
    // Now and then, and whenever no child is left, a parent is a family's second guardian.
    let family = roll < 2 && previous?.guardians === 1 ? previous : undefined;
    if (!family && !children.length) {
      while (joinable < families.length && families[joinable]!.guardians > 1) joinable++;
      family = families[joinable];
    }
    if (family) {
      for (const child of family.children) {
        rows.push({
          studentId: child.id,
          parentUserId: parent.id,
          slot: 2,
          relationship: 'Parent',
        });
      }
      family.guardians = 2;
      continue;
    }
    if (!children.length) continue;
    const size = roll < 7 ? 1 : roll < 9 ? 2 : 3;
    const members = children.splice(0, size);
    for (const child of members) {
      rows.push({ studentId: child.id, parentUserId: parent.id, slot: 1, relationship: 'Parent' });
    }
    families.push({ children: members, guardians: 1 });
  }
  return rows;
}

/** Derived children carry their first guardian's family name, and a name no one else has. */
export function nameChildrenAfterParents(
  people: YearPeople,
  options: YearOptions,
  scope: string,
  students: StudentRecord[],
  guardianships: GuardianshipRow[],
) {
  const specs = typeof options.students === 'object' ? options.students : [];
  const parentName = new Map(people.parents.map((parent) => [parent.id, parent.fullName]));
  const firstGuardian = new Map(
    guardianships.filter((row) => row.slot === 1).map((row) => [row.studentId, row.parentUserId]),
  );
  const derived = (index: number) => !specs[index]?.fullName && !students[index]!.userId;
  // Names stay apart from everyone else's in the school (within a few tries).
  const names = new Set([
    ...people.parents.map((parent) => parent.fullName),
    ...people.teachers.map((teacher) => teacher.fullName),
    ...people.students.map((student) => student.fullName),
    ...people.admins.map((admin) => admin.fullName),
    ...students.filter((_, index) => !derived(index)).map((student) => student.fullName),
  ]);
  students.forEach((student, index) => {
    if (!derived(index)) return;
    const guardian = firstGuardian.get(student.id);
    const last = guardian ? parentName.get(guardian)!.split(' ').at(-1)! : undefined;
    student.fullName = freshName(
      (attempt) =>
        `${pick(FIRST_NAMES, `${scope}/student/${index}/first${attempt}`)} ${last ?? pick(LAST_NAMES, `${scope}/student/${index}/last${attempt}`)}`,
      names,
    );
    names.add(student.fullName);
  });
}
