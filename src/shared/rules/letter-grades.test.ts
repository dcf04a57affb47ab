import { describe, expect, it } from 'vitest';
import { isLetterGrade, overallLetterGrade } from './letter-grades.ts';

describe('overallLetterGrade', () => {
  it('is null with nothing graded', () => {
    expect(overallLetterGrade([])).toBeNull();
  });

  it('gives the single grade back, A+ shown as A', () => {
    expect(overallLetterGrade(['B-'])).toBe('B-');
    expect(overallLetterGrade(['A+'])).toBe('A');
  });

  it('takes the letter nearest the mean of the grade points', () => {
    expect(overallLetterGrade(['A-', 'A-', 'A-'])).toBe('A-');
    expect(overallLetterGrade(['A', 'A-', 'B+'])).toBe('A-'); // 3.67
    expect(overallLetterGrade(['A', 'F'])).toBe('C'); // 2.0
    expect(overallLetterGrade(['B', 'C'])).toBe('B-'); // 2.5: tie between B- and C+ goes up
  });
});

describe('isLetterGrade', () => {
  it('knows the thirteen letters only', () => {
    expect(isLetterGrade('A-')).toBe(true);
    expect(isLetterGrade('E')).toBe(false);
    expect(isLetterGrade(4)).toBe(false);
  });
});
