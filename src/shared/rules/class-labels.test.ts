import { describe, expect, it } from 'vitest';
import { gradeLabel, studentClassLabel } from './class-labels';

describe('class labels', () => {
  it('names a grade', () => {
    expect(gradeLabel(3)).toBe('Grade 3');
    expect(gradeLabel(12)).toBe('Grade 12');
  });

  it("names a student's class by grade and section", () => {
    expect(studentClassLabel(10, 'A')).toBe('Grade 10A');
    expect(studentClassLabel(7, 'BC')).toBe('Grade 7BC');
  });
});
