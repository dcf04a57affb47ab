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
