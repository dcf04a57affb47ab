import { describe, expect, it } from 'vitest';
import { LIST_LIMITS, firstOf, gradesSummary } from './list-limits.ts';

describe('list limits (spec 9)', () => {
  it('has the spec figures', () => {
    expect(Object.entries(LIST_LIMITS).flat().join(' ')).toBe(
      'adminUsers 8 teacherAssignments 4 feeGradesShown 3 parentAttendance 6 parentHomework 5 parentFees 6',
    );
  });

  it('keeps the first N in the given order', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(firstOf(items, LIST_LIMITS.adminUsers)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(firstOf([1, 2], 8)).toEqual([1, 2]);
    expect(firstOf([1, 2], -1)).toEqual([]);
  });

  it("shows the first 3 grades, then '+N more'", () => {
    const grades = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5'];
    expect(gradesSummary(grades)).toEqual({
      shown: ['Grade 1', 'Grade 2', 'Grade 3'],
      more: '+2 more',
    });
    expect(gradesSummary(grades.slice(0, 3))).toEqual({ shown: grades.slice(0, 3), more: null });
    expect(gradesSummary([])).toEqual({ shown: [], more: null });
  });
});
