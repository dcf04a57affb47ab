/** Spec 9: the class subjects every school starts with, in the spec's order. */
export const CLASS_SUBJECTS = [
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'English',
  'History',
  'Geography',
  'Computer Science',
  'Art',
  'Music',
  'Physical Education',
  'Economics',
] as const;

export interface SubjectItem {
  /** null while the school still uses the default list (nothing stored yet). */
  id: string | null;
  name: string;
}

/**
 * The school's subject list: its own subjects (by name) once it has any, otherwise the spec's 12
 * defaults, not yet stored.
 */
export function schoolSubjectList(stored: readonly { id: string; name: string }[]): {
  subjects: SubjectItem[];
  isDefault: boolean;
} {
  if (stored.length === 0) {
    return { subjects: CLASS_SUBJECTS.map((name) => ({ id: null, name })), isDefault: true };
  }
  const subjects = [...stored]
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return { subjects, isDefault: false };
}

/** Whether a subject name may be chosen for a class, given the school's stored subjects. */
export function isSubjectAvailable(name: string, stored: readonly { name: string }[]): boolean {
  const wanted = name.trim().toLowerCase();
  const list = stored.length === 0 ? CLASS_SUBJECTS : stored.map((subject) => subject.name);
  return list.some((candidate) => candidate.toLowerCase() === wanted);
}
