/** Spec 9: the assignment form's subjects. */
export const ASSIGNMENT_SUBJECTS = ['Mathematics', 'Physics', 'Chemistry', 'English', 'History'];

/**
 * The subjects a teacher's assignment form offers: the spec's five that the school has, plus the
 * subjects of the teacher's own classes; a school with none of the five offers all its subjects.
 * In the spec's order, then by name.
 */
export function assignmentSubjects<T extends { id: string; name: string }>(
  schoolSubjects: readonly T[],
  teacherSubjectIds: readonly string[],
): T[] {
  const isSpec = (subject: T) =>
    ASSIGNMENT_SUBJECTS.some((name) => name.toLowerCase() === subject.name.toLowerCase());
  const anySpec = schoolSubjects.some(isSpec);
  const taught = new Set(teacherSubjectIds);
  const rank = (subject: T) => {
    const index = ASSIGNMENT_SUBJECTS.findIndex(
      (name) => name.toLowerCase() === subject.name.toLowerCase(),
    );
    return index === -1 ? ASSIGNMENT_SUBJECTS.length : index;
  };
  return schoolSubjects
    .filter((subject) => !anySpec || isSpec(subject) || taught.has(subject.id))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
