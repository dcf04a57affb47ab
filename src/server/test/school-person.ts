import type { School } from '../seed/school-builder.ts';

/**
 * One person of the school a test makes in its `beforeAll`, as the database's role rules take
 * them: `id` is read from the school when used, `role` is 'admin', 'teacher', 'parent' or 'student'.
 */
export function schoolPerson(
  school: () => School,
  group: 'admins' | 'teachers' | 'parents' | 'students',
  index = 0,
) {
  return {
    get id() {
      return school()[group][index]!.id;
    },
    role: group.slice(0, -1),
  };
}

/**
 * The first admin, teacher, parent and student of the school a test makes (see schoolPerson),
 * and `person` for any other.
 */
export function schoolPeople(school: () => School) {
  const person = (group: Parameters<typeof schoolPerson>[1], index = 0) =>
    schoolPerson(school, group, index);
  return {
    person,
    admin: person('admins'),
    teacher: person('teachers'),
    parent: person('parents'),
    student: person('students'),
  };
}
