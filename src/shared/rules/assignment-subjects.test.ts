import { describe, expect, it } from 'vitest';
import { CLASS_SUBJECTS } from './class-subjects.ts';
import { assignmentSubjects } from './assignment-subjects.ts';

const subjects = (names: readonly string[]) => names.map((name) => ({ id: `id-${name}`, name }));

describe('assignmentSubjects', () => {
  it("offers the spec's five in its order when the school has the spec's 12", () => {
    expect(
      assignmentSubjects(subjects(CLASS_SUBJECTS), ['id-Mathematics']).map((s) => s.name),
    ).toEqual(['Mathematics', 'Physics', 'Chemistry', 'English', 'History']);
  });

  it("adds the teacher's own class subjects", () => {
    expect(
      assignmentSubjects(subjects(CLASS_SUBJECTS), ['id-Biology', 'id-Art']).map((s) => s.name),
    ).toEqual(['Mathematics', 'Physics', 'Chemistry', 'English', 'History', 'Art', 'Biology']);
  });

  it("offers all of a school's own subjects when it has none of the five", () => {
    expect(assignmentSubjects(subjects(['Latin', 'Drama']), []).map((s) => s.name)).toEqual([
      'Drama',
      'Latin',
    ]);
  });
});
