/** Letter grades, best first, with their grade points (the common 4.0 scale; A+ counts as 4.0). */
export const LETTER_GRADES = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'F',
] as const;
export type LetterGrade = (typeof LETTER_GRADES)[number];

export const GRADE_POINTS: Readonly<Record<LetterGrade, number>> = {
  'A+': 4.0,
  A: 4.0,
  'A-': 3.7,
  'B+': 3.3,
  B: 3.0,
  'B-': 2.7,
  'C+': 2.3,
  C: 2.0,
  'C-': 1.7,
  'D+': 1.3,
  D: 1.0,
  'D-': 0.7,
  F: 0,
};

export function isLetterGrade(value: unknown): value is LetterGrade {
  return typeof value === 'string' && (LETTER_GRADES as readonly string[]).includes(value);
}

/**
 * The overall letter of several graded pieces of work: the mean of their grade points, shown as the
 * letter whose points are nearest (a tie goes to the better letter; 4.0 shows as A). Null when
 * nothing is graded yet.
 */
export function overallLetterGrade(grades: readonly LetterGrade[]): LetterGrade | null {
  if (grades.length === 0) return null;
  const mean = grades.reduce((sum, grade) => sum + GRADE_POINTS[grade], 0) / grades.length;
  let best: LetterGrade = 'A';
  for (const letter of LETTER_GRADES) {
    if (letter === 'A+') continue;
    if (Math.abs(GRADE_POINTS[letter] - mean) < Math.abs(GRADE_POINTS[best] - mean) - 1e-9) {
      best = letter;
    }
  }
  return best;
}
